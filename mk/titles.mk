# titles.mk — each title's ROM and sim65 builds (cart_title: roms.mk; the
# source lists: core.mk).

$(eval $(call cart_title,vicevrsa,vv_main,$(VV_SRCS) $(AI_SRCS) $(RV_SRCS),1,VICE VERSA,0,))
$(eval $(call cart_title,capture,cap_main,$(CAP_SRCS) $(AI_SRCS) $(RV_SRCS),4,CAPTURE MG-302,2,$(CAP_INLAY)))
$(eval $(call cart_title,odin,odin_main,$(ODIN_SRCS) $(AI_SRCS) $(RV_SRCS),3,ODIN,0,))
$(eval $(call cart_title,entrap,ent_main,$(ENT_SRCS) $(AI_SRCS) $(RV_SRCS),5,8088 ENTRAP,0,))
$(eval $(call cart_title,entrap-bw,ent_bw_main,$(ENT_SRCS) $(AI_SRCS) $(RV_SRCS),6,8088 ENTRAP BW,0,))
