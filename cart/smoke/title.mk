# cart/smoke/title.mk — the smoke-test cartridge's descriptor (mk/titles.mk):
# it exercises the console API (tests/test_console.c, tests/movies/smoke*.mov).
smoke.main        := smoke_main
smoke.caption     := Smoke test cartridge: exercises the console API
smoke.header      := annex smoke test
smoke.profile     := generic
smoke.controllers := 0
smoke.machine     := annex console
smoke.controls    := keyboard gamepad
smoke.joysticks   := 2
# A developer's test: not in the gallery, run by name (annex smoke).
smoke.hidden      := yes
smoke.srcs        := cart/smoke/smoke.c

# Console-state unit tests (with the smoke cartridge, natively).
TESTS += tests/test_console
$(eval $(call native_prog,tests/test_console,tests/test_console.c $(HW_SRCS) $(NAT_SRCS) $(smoke.srcs),-lcmocka))
