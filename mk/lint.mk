# lint.mk — the same game on every target by construction (docs/portability.md):
# the 6502-hazard lint over every file cc65 compiles (tools/lint6502.c,
# tests/check_lint.sh), and plain char unsigned in the native build of that
# code, as it is under cc65.

PROGS  += tools/lint6502
CHECKS += tests/check_lint.sh
$(eval $(call native_prog,tools/lint6502,tools/lint6502.c,-lcjson))

# cc65's char is unsigned; gcc's on x86 is signed. The native objects of
# cart code (and the sim65 tests' shared sources) follow cc65.
UCHAR_DIRS := cart tests/sim
$(foreach d,$(UCHAR_DIRS),$(eval $(B)/obj/native/$(d)/%.o: CFLAGS += -funsigned-char))
$(foreach d,$(UCHAR_DIRS),$(eval $(B)/obj/san/$(d)/%.o: SANFLAGS += -funsigned-char))
