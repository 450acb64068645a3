# debug.mk — the debugger (debug/: `annex debug`, its monitor and its Debug
# Adapter Protocol server; docs/debugger.md), linked into annex, and its
# tests: a scripted monitor session on Odin, the DAP driven by a real
# client (npm's @vscode/debugadapter-testsupport), and a run under the
# debugger giving the trace of a run without it.

DEBUG_SRCS := $(sort $(wildcard debug/*.c))
$(B)/annex: $(call native_objs,native,$(DEBUG_SRCS))
$(B)/san/annex: $(call native_objs,san,$(DEBUG_SRCS))
$(B)/annex $(B)/san/annex: LDLIBS += -lcjson


CHECKS += tests/check_debug.sh

# The DAP client (tests/check_dap.sh), installed here when missing.
CHECKS += tests/check_dap.sh
DAP_NODE := tests/dap/node_modules/.package-lock.json
$(DAP_NODE): tests/dap/package.json tests/dap/package-lock.json
	cd tests/dap && npm ci --no-audit --no-fund --loglevel=error
test: $(DAP_NODE)

# The expressions, the declaration reader, the disassembler and the debug
# file reader, alone.
TESTS += tests/test_debug
$(eval $(call native_prog,tests/test_debug,tests/test_debug.c $(TESTLIB_SRCS) debug/expr.c debug/cdecl.c debug/dbi.c debug/dis.c $(UTIL_SRCS),-lcmocka))

# What the debugger costs against romrun, three ways that stop nowhere.
BENCHES += bench/debug.sh
