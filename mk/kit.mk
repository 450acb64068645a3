# kit.mk — the cartridge toolkit (cart/kit: typed-key queue, presses with
# auto-repeat, questions, line editor, square pictures; KIT_SRCS in core.mk,
# which a title adds to its sources) and its unit tests.

TESTS += tests/test_kit
$(eval $(call native_prog,tests/test_kit,tests/test_kit.c $(KIT_SRCS) $(HW_SRCS) $(NAT_SRCS),-lcmocka))
