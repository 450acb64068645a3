# titles.mk — each title's ROM and sim65 builds (cart_title: roms.mk; the
# source lists: core.mk).

$(eval $(call cart_title,vicevrsa,vv_main,$(VV_SRCS) $(AI_SRCS) $(RV_SRCS),1,VICE VERSA,0,))
