# title_row.mk — a title's descriptor (NAME.main, NAME.caption ...:
# docs/titles.md) as its tab-separated row of the native program's registry,
# which tools/mktitles.awk turns into C. Shared by the repository's titles
# (mk/titles.mk) and by cartridges built with the installed SDK (sdk/cart.mk).
TAB := $(shell printf '\t')
define NL


endef
title_row = $(1)$(TAB)$($(1).main)$(TAB)$($(1).caption)$(TAB)$($(1).profile)$(TAB)$($(1).controllers)$(TAB)$(strip \
    $($(1).machine))$(TAB)$(strip $($(1).year))$(TAB)$(strip $($(1).controls))$(TAB)$(strip \
    $(or $($(1).looks),$($(1).profile)))$(TAB)$(strip $($(1).hidden))$(TAB)$(or \
    $(strip $($(1).joysticks)),0)$(TAB)$(strip $($(1).typed))$(TAB)$($(1).inlay)$(TAB)$($(1).help)$(TAB)$(strip $($(1).header))$(TAB)$(strip \
    $($(1).reads))$(TAB)$(strip $($(1).chords))$(NL)
