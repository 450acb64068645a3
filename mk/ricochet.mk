# mk/ricochet.mk — Ricochet's test that runs the whole title (it links
# CART_NATIVE_SRCS, which mk/titles.mk defines after reading the titles'
# fragments, so it cannot stand in cart/ricochet/title.mk): the board frame
# by frame on every Ricochet movie, as the ROM and natively (issue 32).
TESTS += tests/test_rc_screen
$(eval $(call native_prog,tests/test_rc_screen,tests/test_rc_screen.c front/render.c front/looks.c $(EMU_SRCS) $(CART_NATIVE_SRCS),-lcmocka))
