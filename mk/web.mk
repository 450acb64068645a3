# web.mk — annex in the browser (docs/web.md): `make web` builds build/web/
# (index.html, the page's modules, annex.js + annex.wasm, meta.json and the
# titles' ROMs) with Debian's emscripten; `make serve` serves it.
#
# The wasm side is the desktop's own C: the engines, every title's native
# build (on fibers: web/native_fiber.c instead of native/native.c), the
# registry, and the front-end core's modules (front/: render, synth,
# input, record, places, the key space and its help, the session's title
# rules).
# No SDL and no emscripten port (they download): zlib's few calls come from
# web/zlib/.
EMCC      := NODE_PATH=/usr/share/nodejs emcc
EMCFLAGS  := $(C_BASE) -O2 -Iweb/zlib
# Asyncify instruments every function that may reach a fiber swap, and an
# indirect call may reach anything; the ROM machine never swaps, so it is
# left plain (a ROM runs about twice as fast for it: bench/web.sh).
ASYNCIFY_PLAIN := "mach_*","cpu_*","bus_*","io_*"
EMLDFLAGS := -O2 -sASYNCIFY -sASYNCIFY_REMOVE='[$(ASYNCIFY_PLAIN)]' -sALLOW_MEMORY_GROWTH -sMODULARIZE -sEXPORT_NAME=createAnnex \
  -sENVIRONMENT=web,node -sEXPORTED_RUNTIME_METHODS=FS,ccall,cwrap,UTF8ToString,stringToUTF8,lengthBytesUTF8 \
  -sEXPORTED_FUNCTIONS=_malloc,_free
W := $(B)/web

WEB_C_SRCS := $(filter-out $(NAT_SRCS),$(CART_NATIVE_SRCS)) $(EMU_SRCS) \
  $(NAT_FIBER_SRC) native/eng_native.c native/con_native.c cart/con_lib.c \
  front/player.c front/render.c front/synth.c front/input.c front/history.c front/record.c front/places.c $(KEYMAP_SRCS) front/padmap.c \
  front/session.c front/tracelog.c front/wav.c front/cli.c front/looks.c \
  web/zlib/zlib.c web/annex_web.c web/web_keys.c
WEB_OBJS := $(patsubst %.c,$(B)/obj/web/%.o,$(sort $(WEB_C_SRCS)))
# The page's own files, copied as they are.
WEB_STATIC := $(wildcard web/*.html web/*.js web/*.css)
WEB_ROMS := $(foreach t,$(TITLES),$(B)/rom/$(t).rom)

# emu/cpu.c dispatches by computed goto under gcc and clang; in wasm that
# is one indirect jump through a table, and its switch runs about 1.2
# times faster (bench/web.sh).
$(B)/obj/web/emu/cpu.o: EMCFLAGS += -DCPU_SWITCH_DISPATCH
# The emulator's own objects at -O3 (warm wasm / native romrun 0.46-0.52
# at -O2, 0.52-0.54 at -O3 on a quiet machine). Not the link: wasm-opt's
# -O3 inlining renames what ASYNCIFY_REMOVE names, and the ROM runs at half
# speed.
$(B)/obj/web/emu/%.o: EMCFLAGS += -O3
$(B)/obj/web/emu/cpu.o: mk/web.mk
# emcc -c is clang with emscripten's target flags behind a Python start-up
# of a quarter second a file (40 s of CPU in a fresh build): the objects are
# compiled by that clang with those flags (em-config, emcc --cflags; written
# once), the same bytes as emcc's.
EMCC_CC := $(B)/gen/emcc-cc.txt
$(EMCC_CC): | deps-ok
	@mkdir -p $(dir $@)
	{ echo "$$(em-config LLVM_ROOT)/clang"; $(EMCC) --cflags; } | tr '\n' ' ' >$@.tmp && mv $@.tmp $@
$(B)/obj/web/%.o: %.c $(FLAGS_TXT) $(EMCC_CC) | deps-ok
	@mkdir -p $(dir $@)
	$$(cat $(EMCC_CC)) $(EMCFLAGS) -MMD -MP -c -o $@ $<

$(W)/annex.js: $(WEB_OBJS) mk/web.mk
	@mkdir -p $(dir $@)
	$(EMCC) $(EMLDFLAGS) -o $@ $(WEB_OBJS)

# meta.json: the registry, the looks and the default keys (tools/webmeta.c,
# a build tool: front/ alone, no SDL).
$(eval $(call native_prog,tools/webmeta,tools/webmeta.c $(KEYMAP_SRCS) front/looks.c front/render.c $(ENG_SRCS),))
$(W)/meta.json: $(B)/tools/webmeta $(WEB_ROMS)
	@mkdir -p $(W)/rom
	cp $(WEB_ROMS) $(W)/rom/
	$(B)/tools/webmeta $(W)/rom > $@.tmp && mv $@.tmp $@

$(W)/%: web/%
	@mkdir -p $(dir $@)
	cp $< $@

# The gallery's pictures (web/gallery.js): each title's screen in its own
# look at the end of its first movie that keeps that look (or after 120
# frames), made by the desktop program.
WEB_PICS := $(foreach t,$(TITLES),$(W)/img/$(t).png)
$(W)/img/%.png: $(B)/annex
	@mkdir -p $(dir $@)
	@m=""; for f in $$(grep -lx 'title $*' tests/movies/*.mov); do \
	  grep -q '^machine ' $$f || { m=$$f; break; }; done; \
	if [ -n "$$m" ]; then a="--movie $$m"; else a="--frames 120"; fi; \
	$(B)/annex --headless $* $$a --screenshot $@.tmp >/dev/null && mv $@.tmp $@

WEB_OUT := $(W)/annex.js $(W)/meta.json $(WEB_PICS) $(patsubst web/%,$(W)/%,$(WEB_STATIC))
.PHONY: web serve
web: $(WEB_OUT)
PKG_GROUP.web   := web
PKG_GROUP.serve := web

WEB_PORT ?= 8000
serve: web
	@echo "annex in the browser: http://127.0.0.1:$(WEB_PORT)/  (Ctrl+C stops)"
	@cd $(W) && python3 -m http.server $(WEB_PORT) --bind 127.0.0.1

# The wasm build gives annex --headless's traces (Node, headless).
CHECKS += tests/check_web_node.sh
test: web

# The browser tests (tests/check_web.sh): Chromium over the DevTools
# protocol with puppeteer-core from npm (never a downloaded browser: the
# Debian chromium, tools/setup.sh), installed here when missing.
WEB_NODE := tests/web/node_modules/.package-lock.json
$(WEB_NODE): tests/web/package.json tests/web/package-lock.json
	cd tests/web && PUPPETEER_SKIP_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error
CHECKS += tests/check_web.sh
test: $(WEB_NODE)

# The wasm emulator in Chromium beside romrun, and the page's load time.
BENCHES += bench/web.sh
bench: web $(WEB_NODE)

# The web build's zlib against the real one (native and sanitizer builds).
TESTS += tests/test_webzlib
$(eval $(call native_prog,tests/test_webzlib,tests/test_webzlib.c tests/web/wz.c,-lcmocka))

# The README's pictures of the page (docs/img/web-*.png): the gallery and
# phone play, in Debian's Chromium (tools/webshots.mjs).
.PHONY: web-screenshots
web-screenshots: web
	@. tests/web/serve.sh && web_serve $(B) $(B)/webshots.log || { echo "web-screenshots: no server"; exit 1; }; \
	  NODE_PATH=tests/web/node_modules node tools/webshots.mjs "http://127.0.0.1:$$port/" docs/img; st=$$?; \
	  kill -- -$$server 2>/dev/null; exit $$st

# front/padmap.c's table, native, for the page's game controllers' test
# (tests/web/pads.mjs, run by check_web_node.sh).
$(eval $(call native_prog,tests/padtable,tests/padtable.c front/padmap.c $(KEYMAP_SRCS) $(ENG_SRCS),))
test: $(B)/tests/padtable
