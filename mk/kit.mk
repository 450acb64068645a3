# kit.mk — the cartridge toolkit (cart/kit: typed-key queue, presses with
# auto-repeat, questions, line editor, square pictures; KIT_SRCS in core.mk,
# which a title adds to its descriptor's sources) and its unit tests.

TESTS += tests/test_kit
$(eval $(call native_prog,tests/test_kit,tests/test_kit.c $(KIT_SRCS) $(HW_SRCS) $(NAT_SRCS),-lcmocka))

CHECKS += tests/check_kit.sh

# The titles' looks (issue 14) on their final screens: native and ROM.
TESTS += tests/test_looks
$(eval $(call native_prog,tests/test_looks,tests/test_looks.c front/render.c front/looks.c $(EMU_SRCS) $(CART_NATIVE_SRCS),-lcmocka))
