# install.mk — `make install` / `make uninstall` as Linux users expect:
# PREFIX (default /usr/local) and DESTDIR (a staging root for packagers).
# The program finds its ROMs as PREFIX/share/annex/rom beside PREFIX/bin
# (front/session.c, relative to the executable), so a DESTDIR copy runs too.

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

.PHONY: install uninstall
PKG_GROUP.install   := all
PKG_GROUP.uninstall :=
install: all
	$(INSTALL) -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(ROMDIR)" "$(DESTDIR)$(MAN6DIR)" \
	  "$(DESTDIR)$(APPDIR)" "$(DESTDIR)$(ICONDIR)"
	$(INSTALL) -m 755 $(B)/annex "$(DESTDIR)$(BINDIR)/annex"
	$(INSTALL) -m 644 $(INSTALL_ROMS) "$(DESTDIR)$(ROMDIR)/"
	$(INSTALL) -m 644 docs/annex.6 "$(DESTDIR)$(MAN6DIR)/annex.6"
	$(INSTALL) -m 644 data/annex.desktop "$(DESTDIR)$(APPDIR)/annex.desktop"
	$(INSTALL) -m 644 data/annex.svg "$(DESTDIR)$(ICONDIR)/annex.svg"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/annex" "$(DESTDIR)$(MAN6DIR)/annex.6" \
	  "$(DESTDIR)$(APPDIR)/annex.desktop" "$(DESTDIR)$(ICONDIR)/annex.svg"
	rm -f $(addprefix "$(DESTDIR)$(ROMDIR)/,$(addsuffix ",$(notdir $(INSTALL_ROMS))))
	-rmdir "$(DESTDIR)$(ROMDIR)" "$(DESTDIR)$(DATADIR)/annex" 2>/dev/null

CHECKS += tests/check_install.sh
