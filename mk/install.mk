# install.mk — `make install` / `make uninstall` as Linux users expect:
# PREFIX (default /usr/local) and DESTDIR (a staging root for packagers).
# The program finds its ROMs as PREFIX/share/annex/rom beside PREFIX/bin
# (front/session.c, relative to the executable), so a DESTDIR copy runs too.
# It also installs the SDK (mk/sdk.mk, docs/sdk.md): headers under
# PREFIX/include/annex, the cc65 and native libraries and annex.pc under
# PREFIX/lib, the start-up code, linker configuration, make rules and the
# new-cartridge template under PREFIX/share/annex.

PREFIX  ?= /usr/local
DESTDIR ?=
INSTALL ?= install
BINDIR  := $(PREFIX)/bin
DATADIR := $(PREFIX)/share
ROMDIR  := $(DATADIR)/annex/rom
MAN6DIR := $(DATADIR)/man/man6
APPDIR  := $(DATADIR)/applications
ICONDIR := $(DATADIR)/icons/hicolor/scalable/apps
# The titles' ROMs (not the benchmarks'); deferred: the titles' fragments
# come after this one. `all` builds them (its list is complete).
INSTALL_ROMS = $(filter $(B)/rom/%,$(ROMS))
# Their labels and cc65 debug files beside them, for annex debug; the C
# sources the debug files name under PREFIX/share/annex/src (the titles',
# the kit's, the engines' and the port's: docs/debugger.md).
INSTALL_DBG  = $(INSTALL_ROMS:.rom=.dbg) $(INSTALL_ROMS:.rom=.lbl)
SRCDIR  := $(DATADIR)/annex/src
INSTALL_SRCS = $(sort $(wildcard cart/*.c cart/*/*.c cart/*/*.h cart/*.h port/*.c port/*.s))

INCDIR  := $(PREFIX)/include/annex
LIBDIR  := $(PREFIX)/lib
PCDIR   := $(LIBDIR)/pkgconfig
SDKDIR  := $(DATADIR)/annex
TPLDIR  := $(SDKDIR)/template
# Headers keep their place in the tree (#include "cart/kit/kit.h" builds
# unchanged with -I PREFIX/include/annex).
SDK_HEADERS := cart/console.h cart/con_looks.def cart/kit/kit.h cart/reversi/rv.h cart/search/search.h \
               cart/search/endgame.h front/titles.h
SDK_SHARE   := sdk/cart.mk sdk/title_row.mk tools/mktitles.awk port/cart_main.c port/rom.cfg
SDK_TEMPLATE := Makefile title.mk game.c README.md tests/play.mov tests/play.trace
SDK_VERSION := $(shell sed -n 's/^\#define HOST_VERSION "\(.*\)"/\1/p' front/cli.h)
# The libretro core and its .info where Debian's RetroArch looks with
# PREFIX=/usr (its default libretro_directory and libretro_info_path,
# /etc/retroarch.cfg); the titles' ROMs also as NAME.annex, the extension
# only this core claims (docs/libretro.md, Installing).
MULTIARCH := $(shell $(CC) -print-multiarch 2>/dev/null)
LRCOREDIR := $(PREFIX)/lib$(if $(MULTIARCH),/$(MULTIARCH))/libretro
LRINFODIR := $(DATADIR)/libretro/info

.PHONY: install uninstall
PKG_GROUP.install   := all
PKG_GROUP.uninstall :=
install: all libretro
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(ROMDIR)" "$(DESTDIR)$(MAN6DIR)" \
	  "$(DESTDIR)$(APPDIR)" "$(DESTDIR)$(ICONDIR)"
	$(INSTALL) -m 755 $(B)/annex "$(DESTDIR)$(BINDIR)/annex"
	$(INSTALL) -m 644 $(INSTALL_ROMS) $(INSTALL_DBG) "$(DESTDIR)$(ROMDIR)/"
	for f in $(INSTALL_SRCS); do $(INSTALL) -D -m 644 $$f "$(DESTDIR)$(SRCDIR)/$$f" || exit 1; done
	$(INSTALL) -m 644 docs/annex.6 "$(DESTDIR)$(MAN6DIR)/annex.6"
	$(INSTALL) -m 644 data/annex.desktop "$(DESTDIR)$(APPDIR)/annex.desktop"
	$(INSTALL) -m 644 data/annex.svg "$(DESTDIR)$(ICONDIR)/annex.svg"
	for h in $(SDK_HEADERS); do $(INSTALL) -D -m 644 $$h "$(DESTDIR)$(INCDIR)/$$h" || exit 1; done
	$(INSTALL) -d "$(DESTDIR)$(PCDIR)" "$(DESTDIR)$(LIBDIR)/annex" "$(DESTDIR)$(TPLDIR)/tests"
	$(INSTALL) -m 644 $(B)/sdk/annex.lib $(B)/sdk/libannex.a "$(DESTDIR)$(LIBDIR)/"
	$(INSTALL) -m 755 $(B)/tools/mkrom "$(DESTDIR)$(LIBDIR)/annex/mkrom"
	$(INSTALL) -m 644 $(SDK_SHARE) $(SDK_ROM_OBJS) "$(DESTDIR)$(SDKDIR)/"
	for f in $(SDK_TEMPLATE); do $(INSTALL) -m 644 sdk/template/$$f "$(DESTDIR)$(TPLDIR)/$$f" || exit 1; done
	sed -e 's#@PREFIX@#$(PREFIX)#' -e 's#@VERSION@#$(SDK_VERSION)#' sdk/annex.pc.in > "$(DESTDIR)$(PCDIR)/annex.pc"
	$(INSTALL) -d "$(DESTDIR)$(LRCOREDIR)" "$(DESTDIR)$(LRINFODIR)"
	$(INSTALL) -m 644 $(B)/libretro/annex_libretro.so "$(DESTDIR)$(LRCOREDIR)/"
	$(INSTALL) -m 644 $(B)/libretro/annex_libretro.info "$(DESTDIR)$(LRINFODIR)/"
	for r in $(notdir $(basename $(INSTALL_ROMS))); do ln -sf $$r.rom "$(DESTDIR)$(ROMDIR)/$$r.annex" || exit 1; done

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/annex" "$(DESTDIR)$(MAN6DIR)/annex.6" \
	  "$(DESTDIR)$(APPDIR)/annex.desktop" "$(DESTDIR)$(ICONDIR)/annex.svg"
	rm -f $(addprefix "$(DESTDIR)$(ROMDIR)/,$(addsuffix ",$(notdir $(INSTALL_ROMS) $(INSTALL_DBG))))
	rm -f $(addprefix "$(DESTDIR)$(ROMDIR)/,$(addsuffix .annex",$(notdir $(basename $(INSTALL_ROMS)))))
	rm -f "$(DESTDIR)$(LRCOREDIR)/annex_libretro.so" "$(DESTDIR)$(LRINFODIR)/annex_libretro.info"
	-rmdir "$(DESTDIR)$(LRCOREDIR)" "$(DESTDIR)$(LRINFODIR)" "$(DESTDIR)$(DATADIR)/libretro" 2>/dev/null
	rm -f $(addprefix "$(DESTDIR)$(SRCDIR)/,$(addsuffix ",$(INSTALL_SRCS)))
	-cd "$(DESTDIR)$(SRCDIR)" 2>/dev/null && find . -mindepth 1 -depth -type d -empty -delete
	rm -f $(addprefix "$(DESTDIR)$(INCDIR)/,$(addsuffix ",$(SDK_HEADERS))) \
	  $(addprefix "$(DESTDIR)$(SDKDIR)/,$(addsuffix ",$(notdir $(SDK_SHARE) $(SDK_ROM_OBJS)))) \
	  $(addprefix "$(DESTDIR)$(TPLDIR)/,$(addsuffix ",$(SDK_TEMPLATE))) \
	  "$(DESTDIR)$(LIBDIR)/annex.lib" "$(DESTDIR)$(LIBDIR)/libannex.a" \
	  "$(DESTDIR)$(LIBDIR)/annex/mkrom" "$(DESTDIR)$(PCDIR)/annex.pc"
	-rmdir "$(DESTDIR)$(INCDIR)/cart/kit" "$(DESTDIR)$(INCDIR)/cart/reversi" \
	  "$(DESTDIR)$(INCDIR)/cart/search" "$(DESTDIR)$(INCDIR)/cart" "$(DESTDIR)$(INCDIR)/front" \
	  "$(DESTDIR)$(INCDIR)" "$(DESTDIR)$(LIBDIR)/annex" "$(DESTDIR)$(TPLDIR)/tests" "$(DESTDIR)$(TPLDIR)" 2>/dev/null
	-rmdir "$(DESTDIR)$(ROMDIR)" "$(DESTDIR)$(SRCDIR)" "$(DESTDIR)$(DATADIR)/annex" 2>/dev/null

CHECKS += tests/check_install.sh
