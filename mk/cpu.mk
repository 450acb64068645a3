# cpu.mk — the NMOS 6502 core (emu/cpu.c), its test tool and unit tests
# (docs/cpu.md). tools/cpuvec.c runs SingleStepTests vectors for both.

CPU_SRCS    := emu/cpu.c
CPUVEC_SRCS := tools/cpuvec.c

PROGS += tools/cputest
TESTS += tests/test_cpu
BENCHES += bench/cpu.sh
$(eval $(call native_prog,tools/cputest,tools/cputest.c $(CPUVEC_SRCS) $(CPU_SRCS),-lcjson))
$(eval $(call native_prog,tests/test_cpu,tests/test_cpu.c $(CPUVEC_SRCS) $(CPU_SRCS),-lcmocka -lcjson))
