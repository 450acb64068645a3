# cpu.mk — the NMOS 6502 core (emu/cpu.c), its test tool and unit tests
# (docs/cpu.md). tools/cpuvec.c runs SingleStepTests vectors for both.
# test_cpu_switch: the same tests on the core's portable switch dispatch.

CPU_SRCS    := emu/cpu.c
CPUVEC_SRCS := tools/cpuvec.c

PROGS += tools/cputest
TESTS += tests/test_cpu tests/test_cpu_switch
BENCHES += bench/cpu.sh
$(eval $(call native_prog,tools/cputest,tools/cputest.c $(CPUVEC_SRCS) $(CPU_SRCS),-lcjson))
$(eval $(call native_prog,tests/test_cpu,tests/test_cpu.c $(TESTLIB_SRCS) $(CPUVEC_SRCS) $(CPU_SRCS),-lcmocka -lcjson))
$(eval $(call native_prog,tests/test_cpu_switch,tests/test_cpu.c $(TESTLIB_SRCS) $(CPUVEC_SRCS) tests/cpu_switch.c,-lcmocka -lcjson))
$(B)/obj/native/tests/cpu_switch.o $(B)/obj/san/tests/cpu_switch.o: emu/cpu.c
# Under the sanitizers the core is compiled at -Og: it runs there as fast as
# at SANFLAGS' -O1 (san/tests/test_rc_screen 13 s of CPU either way) and
# compiles in 17 s instead of 38 (its switch build in 10 s instead of 23).
$(B)/obj/san/emu/cpu.o $(B)/obj/san/tests/cpu_switch.o: SANFLAGS += -Og
# The switch build is test_cpu_switch's alone (the page's is emcc's, -O3):
# -Og, 5 s of compiling instead of 12 at -O2, for a test of 0.2 s.
$(B)/obj/native/tests/cpu_switch.o: CFLAGS += -Og
