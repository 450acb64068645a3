// main.js — annex in the browser (docs/web.md): the title picker, the
// session (one engine of web/annex_web.c at a time), the frame loop, the
// screen, and the host commands of the desktop window (docs/host.md).
import { Keys, K } from './keys.js';
import { Pads } from './pads.js';
import { Touch, touchNeeds } from './touch.js';
import { Sound, FRAME } from './sound.js';
import * as files from './files.js';
import { parseHash, hashOf, titleLooks, partialLink } from './links.js';
import { Gallery, GALLERY_HELP } from './gallery.js';
import { layout } from './layout.js';

const $ = (id) => document.getElementById(id);
const HZ = 1789773 / 29830;              // the console's frame rate (59.999 Hz)
const SLICE = 12;                        // ms of emulation per animation frame (a native frame
                                         // thinking past it is cut there: busy)
const WARP_SLICE = 25;                   // the same in warp
const IDLE_MS = 100;                     // the loop's period while no frame runs

let A;                                   // the wasm module (annex.js)
let meta;                                // meta.json: titles, looks, actions
let keys, pads, touch, gallery;
const sound = new Sound();

// The session: what runs now and the page's state around it.
const S = {
  title: null,        // meta title (null: a ROM file the user opened)
  rom: false,         // the ROM engine
  machine: 255,       // look (CON_PROF_*), 255 = the title's
  romFile: '',        // a ROM file the user opened (its path in the wasm FS)
  info: null,         // aw_info(): name, native, controllers, inlay
  paused: false, warp: false, atStop: false,
  recording: false,   // the player's (aw_recording), as the page last heard
  opening: false,     // a pick's game is on its way (its ROM may still load)
  acc: 0, last: 0,
  shift: false,       // SHIFT held (the console's KEYMOD)
};

// ---- messages ----

// The error line; with `retry`, a button that tries again.
export function error(msg, retry = null) {
  const e = $('error');
  e.textContent = msg || '';
  if (msg && retry) {
    const b = document.createElement('button');
    b.textContent = 'Retry';
    b.addEventListener('click', () => { error(''); retry(); });
    e.append(' ', b);
  }
}
// The loading indicator: a message while something loads, '' hides it.
function loading(msg) { $('loading').textContent = msg; $('loading').hidden = !msg; }
function status(msg) {
  S.said = msg;
  const flags = [S.paused && 'PAUSED', S.warp && 'WARP', S.recording && 'REC',
                 keysOnPage() && 'KEYS ON THE PAGE (the game waits; Esc returns to it)',
                 A && A._aw_movie_active() && 'MOVIE',
                 S.noStore && '(not remembered: the browser refuses storage)'].filter(Boolean).join(' ');
  $('status').textContent = [flags, msg].filter(Boolean).join('  |  ');
  $('pause').textContent = S.paused ? 'Resume' : 'Pause';
  // What acts on a game waits for one (and for the gallery to go).
  const none = !S.info || (gallery && gallery.shown);
  for (const id of GAME_CONTROLS) $(id).disabled = none;
}
const GAME_CONTROLS = ['pause', 'reset', 'shot', 'save-state', 'state-load', 'record', 'movie-play', 'trace'];
// The C side's one-line error of the last call, shown; true when there was one.
function failed() {
  // The user's file name; the page's own files (/state, /rec.mov, the
  // player's state slots) unnamed.
  const e = A.UTF8ToString(A._aw_error()).replaceAll('/picked/', '').replace(STATE_DIR, '')
    .replace(/^\/(state|rec\.mov|rom\/)[^:]*: /, '');
  if (e) error(e);
  return !!e;
}

// ---- the session ----

// The player's state slots live in its data folder (Emscripten's HOME).
const STATE_DIR = /\/home\/web_user\/\.local\/share\/annex\/states\/[^:]*: /;
// Save RAM in localStorage under the player's name for the title.
const sramKey = (name) => 'annex.sram.' + name;

// Opens the picked title (or the ROM file the user opened, S.romFile, when
// S.title is null) from power-on. Returns false when it could not: the
// game that was running goes on. A later open() while this one's ROM still
// loads supersedes it (false): two picks in a row end on the last.
let opens = 0;
async function open() {
  const mine = ++opens, current = () => mine === opens;
  error('');
  loading('');                             // a superseded open's line
  if (S.rom && S.title) {
    const path = '/rom/' + S.title.rom;
    const say = (msg) => { if (current()) loading(msg); };
    try {
      if (!files.exists(A, path)) {
        const what = `Loading ${S.title.rom}…`;
        say(what);
        A.FS.writeFile(path, await files.fetchBytes('rom/' + S.title.rom, (n, total) =>
          say(total ? `${what} ${Math.floor(n * 100 / total)}%` : `${what} ${Math.round(n / 1024)} KB`)));
      }
    } catch (e) {
      // The server lost the ROM: the game goes on, or a retry.
      if (current()) error(`${e.message}`, () => open().then((ok) => { if (ok) { S.paused = false; status(''); } }));
      return false;
    } finally {
      say('');
    }
    if (!current()) return false;
    A.ccall('aw_open_rom', null, ['string', 'number'], [path, S.machine]);
  } else if (S.title) {
    A.ccall('aw_open_native', null, ['string', 'number'], [S.title.name, S.machine]);
  } else {
    A.ccall('aw_open_rom', null, ['string', 'number'], [S.romFile, S.machine]);
  }
  recorded();                       // a recording the switch ended is written
  if (failed()) return false;
  started();
  return true;
}

// A new engine runs: its keypads (its save RAM, trace and recording are
// the player's).
function started() {
  S.info = JSON.parse(A.UTF8ToString(A._aw_info()));
  pads.show(S.info.controllers, S.info.inlay);
  touch.show(touchNeeds(S.title ? S.title.controls : null, S.info.controllers));
  document.body.classList.toggle('two-pads', S.info.controllers > 1);
  S.atStop = false;
  S.played = false;
  document.title = `annex: ${S.title ? S.title.caption : S.info.name}`;
  $('playing').textContent = document.title;
  status(S.rom || !S.title ? 'ROM in the emulated console' : 'native build');
  fit();
}

// A console key typed (the game is then in progress: see ask).
function type(code) {
  A._aw_type(code);
  S.played = true;
}

// Whether what would end the game in progress (`what`) may: at once when
// none is (nothing played since it started), else the player is asked.
function ask(what) {
  if (!S.info || !S.played) return true;
  return confirm(`${what} ends the game in progress. Go on?`);
}

// ---- the frame loop ----

// The held input of this moment the page gives: drawn keypads, touch,
// game controllers' buttons (the keys' own the C keeps: aw_key).
function held() {
  const input = { pad1: 0, pad2: 0, joy1: 0, joy2: 0, buttons: 0 };
  pads.apply(input);
  touch.apply(input);
  return input;
}

// Gives the C side the held input now: on every change as well as every
// frame, so a press released before the next frame still counts
// (front/input.c latches what went down since the last latch).
function inputChanged() {
  if (!S.info) return;
  const h = held();
  if (h.pad1 | h.pad2 | h.joy1 | h.joy2 | h.buttons | h.gamepads[0] | h.gamepads[1]) S.played = true;
  h.gamepads.forEach((g, p) => A._aw_pad(p, g));
  A._aw_set_held(h.pad1, h.pad2, h.joy1, h.joy2, h.buttons, S.shift ? 1 : 0);
}

// Runs one displayed frame (a native one until `end`, performance.now()
// milliseconds); false when the loop should stop for now (a native frame
// still computing, the cartridge ended, the movie's end).
function frame(end = performance.now() + SLICE) {
  inputChanged();
  A._aw_frame(S.info.native ? Math.max(1, Math.round(end - performance.now())) : -1);
  const st = A._aw_status();
  if (!S.warp && !document.hidden) {
    const p = A._aw_audio(FRAME) >> 1;
    sound.push(A.HEAP16.subarray(p, p + FRAME));
  }
  if (A._aw_movie_done() === 1) {
    S.paused = S.atStop = true;
    status(`movie over at frame ${A._aw_movie_stop()}: paused (F9 plays on)`);
    return false;
  }
  if (st === 2) { S.paused = true; status('the cartridge ended (Reset starts it again)'); return false; }
  if (st === 3) { failed(); S.paused = true; status(''); return false; }
  return st === 0;
}

// The loop runs on a timer at the console's frame rate and asks the browser
// for an animation frame only when the screen changed: a page whose
// screen stands still costs the browser no painting (an animation-frame
// loop alone costs a few per cent of a core).
function tick() {
  const now = performance.now();
  // Paused, in the gallery or before a game, the loop only looks ten times
  // a second whether that changed (an idle page costs next to nothing).
  // Hidden, or with the keys on the page's controls, the game waits too.
  const waits = S.paused || !S.info || document.hidden || keysOnPage();
  setTimeout(tick, waits ? IDLE_MS : S.warp ? 1 : 1000 / HZ);
  // Back from rest, one frame's time: the rest is not caught up.
  const dt = S.rested ? 1 / HZ : Math.min((now - S.last) / 1000, 0.1);
  S.last = now;
  A._aw_poll(now);                        // save RAM kept a second after it last changed
  if (waits) sound.rest();                // paused, the gallery, a hidden page: no sound
  S.rested = waits;
  if (waits) return;
  if (S.rewind) { rewindTick(); return; }
  let ran = 0;
  const end = performance.now() + (S.warp ? WARP_SLICE : SLICE);
  if (S.warp) {
    while (performance.now() < end && frame(end)) ran++;
    ran++;
  } else {
    S.acc += dt * HZ;
    while (S.acc >= 1 && ran < 4) {
      S.acc -= 1;
      ran++;
      if (!frame(end)) { S.acc = 0; break; }
    }
  }
  // Where the run stopped (a movie's end, the cartridge's) the screen is
  // drawn at once: the page rests on it.
  if (ran && S.paused) draw();
  else if (ran && A._aw_changed(S.atStop ? 1 : 0)) showFrame();
}

// While the rewind key is held each tick is the rewind's, no frame runs:
// a step back every 6 ticks (10 a second, as the desktop), so a player
// can follow it. True when it stepped.
function rewindTick() {
  if (S.rewindTicks++ % 6) return false;
  A._aw_rewind();
  S.atStop = false;
  draw();
  return true;
}

// ---- the screen ----

let showing = false;
// Draws at the next animation frame (once, however many frames ran).
function showFrame() {
  if (showing) return;
  showing = true;
  requestAnimationFrame(() => { showing = false; draw(); });
}

const canvas = $('screen');
const ctx2d = canvas.getContext('2d');

let image = null, image32 = null;

// The emulated pixels into the canvas, one canvas pixel each (the loop
// asks for it only when the screen changed: an idle page draws nothing).
function draw() {
  if (!S.info) return;                    // the gallery before a first pick
  const at = S.atStop ? 1 : 0;
  const w = A._aw_geometry(0, at), h = A._aw_geometry(1, at);
  if (canvas.width !== w || canvas.height !== h) {
    canvas.width = w; canvas.height = h;
    if (fitted !== geometry(at)) fit();   // not again for the geometry the page was just laid out for
  }
  const px = new Uint32Array(A.HEAPU32.buffer, A._aw_render(at), w * h);
  if (!image || image.width !== w || image.height !== h) {     // one ImageData per size, reused
    image = ctx2d.createImageData(w, h);
    image32 = new Uint32Array(image.data.buffer);
  }
  const out = image32;
  for (let i = 0; i < px.length; i++) {      // 0x00RRGGBB -> RGBA bytes
    const p = px[i];
    out[i] = 0xff000000 | ((p & 0xff) << 16) | (p & 0xff00) | ((p >> 16) & 0xff);
  }
  ctx2d.putImageData(image, 0, 0);
}

// Lays the page out (web/layout.js) around the screen's size and pixel
// aspect (a layout costs the browser some 60 page layouts: done once for
// a geometry, and again when the window or the page's controls change).
let fitted = '';
const geometry = (at) => [0, 1, 2, 3].map((i) => A._aw_geometry(i, at)).join();
function fit() {
  if (!A || !S.info) { fitted = ''; layout(null); return; }
  const at = S.atStop ? 1 : 0;
  fitted = document.body.classList.contains('gallery') ? '' : geometry(at);   // (the gallery's: the header only)
  layout({ w: A._aw_geometry(0, at), h: A._aw_geometry(1, at), par: A._aw_geometry(2, at) / A._aw_geometry(3, at) });
}

// ---- host commands (docs/host.md; the page's buttons and keys) ----

const commands = {
  // The game pauses while its help is open (and gets no keys: keyDown).
  help() {
    const b = $('help-box');
    b.hidden = !b.hidden;
    if (!b.hidden) {
      $('help-text').textContent = helpText();
      if (S.info && !S.paused && !gallery.shown) { S.paused = S.helpPaused = true; status(''); }
    } else if (S.helpPaused) { S.paused = S.helpPaused = false; status(''); }
  },
  // F9 and F10 are the player's (pl_pause, pl_frame_step, their lines);
  // the page's own holds (a movie's stop, the cartridge's end, an error)
  // F9 ends without pausing the player.
  pause() {
    if (gallery.shown) return;
    if (S.paused && !A._aw_paused()) S.paused = false;
    else { A._aw_pause(); S.paused = !!A._aw_paused(); }
    if (!S.paused) S.atStop = false;
    status(S.paused ? S.said : '');
    draw();
  },
  advance() {
    if (!S.paused) return;
    if (A._aw_paused()) A._aw_frame_step();
    S.atStop = false;
    frame();
    draw();
  },
  // The whole page: the controls, help and status stay with the screen.
  fullscreen() { document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen(); },
  screenshot() { canvas.toBlob((b) => files.download(b, files.numbered(name(), 'png'))); },
  // The player's quick slot: 'state 1 saved', 'state 1 loaded', refusals.
  'save-state'() { A.ccall('aw_save_state', null, ['string'], ['']); failed(); },
  'load-state'() {
    A.ccall('aw_load_state', null, ['string'], ['']);
    if (!failed()) { S.atStop = false; draw(); }
  },
  record() { toggleRecord(); },
  reset() {
    if (!ask('Reset')) return;
    A._aw_reset(); failed(); S.atStop = S.played = false;
    S.paused = !!A._aw_paused();          // a reset keeps the player's pause
    status(S.said);                       // the player's line (pl_reset)
  },
  gallery() { toGallery(); },
  'volume-up'() { status(`volume ${sound.step(1)}%`); },
  'volume-down'() { status(`volume ${sound.step(-1)}%`); },
  paste() { navigator.clipboard && navigator.clipboard.readText().then((t) => A.ccall('aw_type_text', 'number', ['string'], [t])); },
};

const name = () => (S.title ? S.title.name : 'rom');

// The gallery's help in the gallery; on a touch screen the controls drawn;
// else the F1 help of the title played as the page has it, generated by the
// C from the key map (web/web_keys.c aw_help: front/keyhelp.c km_help with
// the page's host commands: no state slots, scanlines or quit), and
// what differs in the page.
function helpText() {
  $('help-close').textContent = TOUCH.matches ? 'A tap closes this.' : 'Esc, F1 or a click closes this.';
  if (gallery.shown) return GALLERY_HELP;
  if (TOUCH.matches) return touchHelp();
  const lines = A.UTF8ToString(A._aw_help()).split('\n');
  return lines.concat(['', 'Esc leaves the game for the page\'s controls (Tab, Shift+Tab, Enter, Space; a menu\'s',
    'arrows choose and Enter takes it); the game waits there. Esc, or Tab to the screen, returns.',
    'In the browser: annex.conf is not read (these are the defaults); F6/F7 save and load one',
    'quick state (Save/Load: state files). On a touch screen the keys, stick and keypads',
    'under the screen play; the address (#title=NAME&rom=1&look=LOOK) links to a pick.']).join('\n');
}

// The help on a touch screen: the controls drawn on the page, as the
// title has them, and the title's own lines.
const TOUCH = matchMedia('(pointer: coarse)');
function touchHelp() {
  const has = (id) => !$(id).hidden;
  const lines = [`${S.title ? S.title.caption : S.info.name}: playing by touch`, ''];
  if (has('pad1')) lines.push('Keypads: press and hold a key; each shows the title\'s legend.');
  if (has('buttons')) lines.push('GAME START, SELECT A, SELECT B, OPTION: the console\'s buttons.');
  if (has('keyboard')) lines.push('Keyboard: a tap types one key. On a small screen 123 and ABC',
    'turn between the letters and the digits and arrows.');
  if (has('sticks')) lines.push('Stick: touch and hold a direction; FIRE beside it. JOY 1 / JOY 2',
    'switches the joystick the stick drives (two players on one screen).');
  lines.push('', '☰: pause, reset, look, ROM, screenshot, states, movies, fullscreen.',
    'Titles: the gallery (the game waits; Back returns to it).');
  const own = S.title ? S.title.lines || [] : [];
  return lines.concat(own.length ? [''].concat(own) : []).join('\n');
}

// The quick slot's state (the player's), also as a file to download.
function saveState() {
  A.ccall('aw_save_state', null, ['string'], ['/state']);
  return failed() ? null : A.FS.readFile('/state');
}

// A state file picked: the player loads it (through a slot of its own).
function loadState(bytes, fileName = 'quick.state') {
  A.ccall('aw_load_state', null, ['string'], [files.picked(A, bytes, fileName)]);
  if (!failed()) { S.atStop = false; status(`${fileName} loaded`); draw(); }
}

// Recording starts from power-on with blank save RAM (the player's
// pl_record, as Ctrl+R on the desktop), so the movie replays exactly;
// stopping writes it and the page downloads it (onMovie).
function toggleRecord() {
  if (!S.recording && !ask('Recording (from power-on)')) return;
  A._aw_record();
  failed();
  S.atStop = false;
  recorded();
  status(S.said);
}

// Whether the player records, on the page's button and status.
function recorded() {
  S.recording = !!A._aw_recording();
  $('record').textContent = S.recording ? 'Stop' : 'Record';
}

// A movie the player wrote (a recording stopped, or ended by a switch):
// downloaded, named after its title line.
function movieWritten(path) {
  const bytes = A.FS.readFile(path);
  const t = /^title (.*)$/m.exec(new TextDecoder().decode(bytes));
  files.download(new Blob([bytes]), files.numbered(t ? t[1] : name(), 'mov'));
}

// Plays a movie file from power-on (the page pauses on its last frame).
export function playMovie(bytes, fileName) {
  if (!bytes.length) { error(`${fileName}: an empty file, not a movie`); return; }
  if (!ask('Playing a movie')) return;
  A.ccall('aw_movie_play', null, ['string', 'number'], [files.picked(A, bytes, fileName), S.machine]);
  recorded();
  if (failed()) return;
  error('');
  started();
  S.paused = false;
  status('');
}

// ---- keyboard ----

// While a game runs its keys go to the game, never to a page control that
// has the focus (a checkbox would toggle on Space, a menu change on the
// arrows): the keys are taken before the control sees them (capture
// phase) and the control gives up the focus.
function keyDown(e) {
  sound.start();
  if (!$('help-box').hidden) {            // the help open: its keys only, none for the game
    if (e.code === 'Escape' || e.code === 'F1') { commands.help(); e.preventDefault(); }
    return;
  }
  if (gallery.shown) {                    // the gallery's own keys (arrows, Enter, F1); Esc back to the game
    if (e.code === 'Escape' && S.info) { e.preventDefault(); backToGame(); }
    if (e.code === 'F1') { e.preventDefault(); commands.help(); }
    return;
  }
  if (keysOnPage()) { pageKey(e); return; }
  e.preventDefault();
  if (e.code === 'Escape' && !e.ctrlKey && !e.altKey && S.info) { toPage(); return; }
  unfocus();
  S.shift = e.shiftKey;
  if (!S.info) return;
  inputChanged();                         // SHIFT held, before what the key types
  // One meaning per key, as the desktop: the C's (front/keymap.c km_key).
  const { commands: cmds, game } = keys.press(e);
  if (game) S.played = true;
  for (const c of cmds) {
    if (c === 'warp') { S.warp = true; status(''); }
    else if (c === 'rewind') { if (!e.repeat) { S.rewind = true; S.rewindTicks = 0; } }
    else if (commands[c] && !e.repeat) commands[c]();
  }
}

// The focus back to the game: its screen while one runs (a keyboard user
// sees where the keys go), else nowhere.
function unfocus() {
  const f = document.activeElement;
  if (S.info && !gallery.shown) { if (f !== canvas) canvas.focus({ preventScroll: true }); }
  else if (f && f !== document.body && f.blur) f.blur();
}

// ---- the keys on the page's controls (keyboard-only use) ----

// While a game runs, Esc leaves it for the page's controls (the header's
// Titles first, with a visible focus), where Tab, Shift+Tab, Enter, Space
// and the arrows are the controls' own and the game waits; Esc, or Tab
// past the last control to the screen, returns to it. A control reached
// with the mouse or a finger is not this: the keys stay the game's.
let byKeys = false;                      // the last input was a key (not a pointer)
let focusByKeys = false;                 // ... when the focus last moved
function keysOnPage() {
  const f = document.activeElement;
  return focusByKeys && !!S.info && !!f && !!f.closest && !!f.closest('#bar, #error');
}

function toPage() {
  $('titles').focus({ focusVisible: true });
}

function toGame() {
  canvas.focus({ preventScroll: true, focusVisible: true });
}

// A key on a focused control. The page's own commands (F1 help, F9 pause,
// Ctrl+R record, ...) act there too, and a console button's F-key is
// nobody's (not the browser's F5 reload); a menu's arrows only move its
// choice; Enter takes it (asked, as a pick with the mouse), leaving it
// keeps the game's (ArrowDown on the title menu must not start the next title).
function pageKey(e) {
  const f = document.activeElement, menu = f.tagName === 'SELECT' && !e.altKey;
  const { commands: cmds, any } = keys.meaning(e);
  const own = cmds.filter((c) => commands[c] && c !== 'paste');
  if (own.length || (any && /^F\d+$/.test(e.code))) {
    e.preventDefault();
    if (!e.repeat) for (const c of own) commands[c]();
  } else if (e.code === 'Escape') { e.preventDefault(); toGame(); }
  else if (menu && (e.code === 'ArrowDown' || e.code === 'ArrowUp')) {
    e.preventDefault();
    const step = e.code === 'ArrowDown' ? 1 : -1, opts = f.options;
    for (let i = f.selectedIndex + step; i >= 0 && i < opts.length; i += step)
      if (!opts[i].disabled) { f.selectedIndex = i; f.choosing = true; break; }
  } else if (menu && e.code === 'Enter' && f.choosing) {
    e.preventDefault();
    f.choosing = false;
    f.dispatchEvent(new Event('change'));
  }
}

function keyUp(e) {
  if (gallery.shown || keysOnPage()) return;
  e.preventDefault();                     // a focused button's Space would click it
  const up = keys.release(e);
  S.shift = e.shiftKey;
  inputChanged();
  if (up.shift) type(K.SHIFT);            // Odin's "press SHIFT"
  if (up.commands.includes('warp')) { S.warp = false; status(''); }
  if (up.commands.includes('rewind')) S.rewind = false;
}

// ---- the controls of the page ----

// The title, engine and look pickers; the pick comes from the address, or
// the last visit's (localStorage), or the first title. Returns the
// address's error line, if any.
function pickers() {
  for (const t of meta.titles) if (!t.hidden) $('title').add(new Option(t.caption, t.name));
  let saved = {};
  try { saved = JSON.parse(files.store.get('annex.pick') || '{}'); } catch (e) { /* a stale value: none */ }
  const first = meta.titles.find((t) => !t.hidden) || meta.titles[0];
  let base = { title: first.name, rom: false, look: '' };
  // The last visit's pick, as much of it as still holds (a look or ROM
  // this build no longer has is dropped, not refused).
  for (const p of [{ title: saved.title, rom: saved.rom === true, look: saved.look },
                   { title: saved.title, rom: false, look: '' }]) {
    const last = parseHash(meta, hashOf(p), base);
    if (last.pick) { base = last.pick; break; }
  }
  const linked = parseHash(meta, location.hash, base);
  show(linked.pick || base);
  return linked.error || partialLink(location.hash);    // shown once the page runs
}

// The pick into the controls: only the title's own looks are offered.
function show(p) {
  const t = meta.titles.find((x) => x.name === p.title);
  if (t.hidden && ![...$('title').options].some((o) => o.value === t.name))
    $('title').add(new Option(t.caption, t.name));     // reachable by name (tests)
  $('title').value = t.name;
  $('rom').checked = !!(p.rom && t.rom);
  $('rom').disabled = !t.rom;
  const look = $('look');
  look.replaceChildren(new Option("the title's", ''));
  for (const l of titleLooks(meta, t)) look.add(new Option(l.caption, l.name));
  look.value = p.look || '';
}

// A ROM file runs: the title menu names it and the address names no
// title (a reload opens the gallery, not the title before).
function romFileShown(fileName) {
  const sel = $('title');
  let o = sel.querySelector('option[value=""]');
  if (!o) { o = new Option('', ''); o.disabled = true; sel.add(o, 0); }
  o.text = `${fileName} (a ROM file)`;
  sel.value = '';
  history.replaceState(null, '', location.pathname + location.search);
}

// The gallery, from the Titles button: the game pauses behind it.
// The browser's Back comes back from it: the gallery is a history entry.
function toGallery({ entry = true } = {}) {
  if (gallery.shown) return;
  if (S.info && !S.paused) { S.paused = true; S.galleryPaused = true; }
  if (S.info && entry) history.pushState({ gallery: true }, '');
  gallery.show(S.title ? S.title.name : $('title').value, !!S.info);
  status('');
  fit();
}

// Back to the game behind the gallery (its Back button, Esc, the
// browser's Back, its own card).
function backToGame() {
  if (history.state && history.state.gallery) { history.back(); return; }   // popstate comes here again
  gallery.hide();
  if (S.pick && !location.hash) history.replaceState(null, '', hashOf(S.pick));
  fit();
  if (S.galleryPaused) S.paused = S.galleryPaused = false;
  status('');
}

// A card picked: the title, with the engine and look last used with it
// where it has them.
function pickCard(name) {
  if (S.info && S.title && S.title.name === name) { backToGame(); return; }   // its game goes on
  if (!ask('Another title')) return;
  let saved = {};
  try { saved = JSON.parse(files.store.get('annex.pick') || '{}'); } catch (e) { /* none */ }
  const t = meta.titles.find((x) => x.name === name);
  const look = saved.title === name && titleLooks(meta, t).some((l) => l.name === saved.look) ? saved.look : '';
  error('');
  show({ title: name, rom: saved.rom === true, look });
  pick({ push: !location.hash });
}

// The controls' pick: opened, remembered, and written into the address.
async function pick({ push = false } = {}) {
  await annexCame;                         // a card picked while the emulator still comes
  gallery.hide();
  S.galleryPaused = false;
  const t = meta.titles.find((x) => x.name === $('title').value);
  if (!titleLooks(meta, t).some((l) => l.name === $('look').value)) $('look').value = '';
  show({ title: t.name, rom: $('rom').checked, look: $('look').value });
  const p = { title: t.name, rom: $('rom').checked, look: $('look').value };
  S.title = t;
  S.rom = p.rom;
  const l = meta.looks.find((x) => x.name === p.look);
  S.machine = l ? l.profile : 255;
  if (!t.hidden) files.store.set('annex.pick', JSON.stringify(p));   // the smoke cartridge: tests only
  // A pick from a fresh gallery is a history entry: Back goes to the gallery.
  if (location.hash !== hashOf(p)) history[push ? 'pushState' : 'replaceState'](null, '', hashOf(p));
  S.pick = p;
  S.opening = true;                        // (a recording is written by the switch)
  try {
    if (await open()) { S.paused = false; unfocus(); status(''); draw(); }   // the new game has the keys
  } finally { if (S.pick === p) S.opening = false; }
}

// A link followed or typed while the page is open.
function hashChanged() {
  if (!location.hash && S.info) { toGallery({ entry: false }); return; }   // Back from a pick: the gallery
  const cur = { title: $('title').value, rom: $('rom').checked, look: $('look').value };
  const r = parseHash(meta, location.hash, cur);
  if (r.error) { error(r.error); history.replaceState(null, '', hashOf(cur)); return; }
  error('');
  if (!ask('Another title')) { history.replaceState(null, '', hashOf(cur)); return; }
  show(r.pick);
  pick();
}

function wire() {
  const what = { title: 'Another title', rom: 'Another engine', look: 'Another look' };
  for (const id of ['title', 'rom', 'look']) $(id).addEventListener('change', () => {
    $(id).choosing = false;                  // taken (by the mouse too): leaving the menu keeps it
    error('');
    // A movie has one look: refused while recording, as on the desktop (a
    // title or engine switch writes the movie first).
    if (id === 'look' && S.recording && !A._aw_look_ok()) { failed(); show(S.pick); return; }
    if (ask(what[id])) pick();
    else if (S.pick) show(S.pick);           // the controls back to the game's
  });
  addEventListener('hashchange', hashChanged);
  addEventListener('popstate', () => { if (gallery.shown && S.info && !(history.state && history.state.gallery)) backToGame(); });
  $('back').addEventListener('click', backToGame);
  for (const id of ['pause', 'reset', 'help', 'record']) $(id).addEventListener('click', () => commands[id]());
  $('full').addEventListener('click', commands.fullscreen);
  $('shot').addEventListener('click', commands.screenshot);
  $('save-state').addEventListener('click', () => {
    const st = saveState();
    if (st) files.download(new Blob([st]), files.numbered(name(), S.info.native ? 'nstate' : 'state'));
  });
  $('trace').addEventListener('click', () => files.download(new Blob([traceText()]), files.numbered(name(), 'trace')));
  // Load, Play and Open ROM are buttons (a keyboard presses them) that open their file picker.
  for (const b of document.querySelectorAll('[data-file]')) b.addEventListener('click', () => $(b.dataset.file).click());
  files.onPick($('load-state'), loadState);
  files.onPick($('movie'), playMovie);
  files.onPick($('rom-file'), (bytes, fileName) => {
    if (!ask('Another ROM')) return;
    const keep = { title: S.title, romFile: S.romFile };
    S.romFile = files.picked(A, bytes, fileName);
    S.title = null;
    open().then((ok) => {
      if (!ok) { Object.assign(S, keep); return; }   // not an annex ROM: the game goes on
      S.paused = false;
      S.pick = null;
      romFileShown(fileName);
      status('');
    });
  });
  for (const id of ['title', 'look']) $(id).addEventListener('blur', (e) => {
    if (!e.target.choosing) return;
    e.target.choosing = false;
    if (S.pick) show(S.pick); else if (!S.title && S.info) $('title').value = '';
  });
  addEventListener('keydown', () => { byKeys = true; }, true);
  addEventListener('pointerdown', () => { byKeys = false; }, true);
  addEventListener('focusin', () => { focusByKeys = byKeys; status(S.said); });   // KEYS ON THE PAGE, or not
  addEventListener('keydown', keyDown, true);
  addEventListener('keyup', keyUp, true);
  // A control used with the mouse or a finger gives the focus back.
  $('titles').addEventListener('click', () => toGallery());
  for (const el of document.querySelectorAll('#more button, #more input, #bar select'))
    el.addEventListener(el.tagName === 'SELECT' || el.type === 'checkbox' ? 'change' : 'click', unfocus);
  $('menu').addEventListener('click', () => {
    const open = $('bar').classList.toggle('open');
    $('menu').setAttribute('aria-expanded', String(open));
    fit();
  });
  $('help-box').addEventListener('click', () => commands.help());
  addEventListener('pointerdown', () => sound.start());
  addEventListener('blur', () => { keys.releaseAll(); S.warp = S.shift = S.rewind = false; });
  addEventListener('resize', fit);
  addEventListener('paste', (e) => A.ccall('aw_type_text', 'number', ['string'], [e.clipboardData.getData('text')]));
  addEventListener('pagehide', () => S.info && A._aw_sram_kept()
    && files.saveSram(A, sramKey(A.UTF8ToString(A._aw_name())), A._aw_sram(), A._aw_sram_size()));
}

// The player's trace so far as [frame, "FRAME TEXT\n"] lines: the game
// played (a rewind or a state load cuts it back, a reset empties it).
function traceLines() {
  const path = A ? A.UTF8ToString(A._aw_trace_file()) : '';
  if (!path) return [];
  const text = A.FS.readFile(path, { encoding: 'utf8' });
  return text.split('\n').filter(Boolean).map((l) => [parseInt(l, 10), l + '\n']);
}
Object.defineProperty(S, 'trace', { get: traceLines });

// The trace so far; with a movie, only its run (frames before its stop),
// as `annex --headless --trace` writes it.
function traceText() {
  const stop = A._aw_movie_stop();
  return S.trace.filter(([f]) => !stop || f < stop).map(([, l]) => l).join('');
}

// ---- boot ----

let annexReady;
const annexCame = new Promise((r) => { annexReady = r; });

// Loads a classic script (annex.js defines createAnnex).
function script(src) {
  return new Promise((ok, no) => {
    const s = document.createElement('script');
    s.src = src;
    s.onload = ok;
    s.onerror = () => no(new Error(`${src}: the server did not send it`));
    document.head.append(s);
  });
}

async function boot() {
  files.onStorageRefused(() => { S.noStore = true; status(''); });
  const emulator = script('annex.js');     // on its way while the gallery comes
  emulator.catch(() => {});                // (its failure is said below)
  const m = await fetch('meta.json').catch(() => null);
  if (!m || !m.ok) throw new Error('meta.json: the server did not send it');
  meta = await m.json();
  pads = new Pads(meta.actions, (c) => commands[c](), inputChanged);
  touch = new Touch((code) => type(code), inputChanged);
  gallery = new Gallery(meta.titles, pickCard, meta.looks);
  const refused = pickers();
  const linked = new URLSearchParams(location.hash.slice(1)).has('title') && !refused;
  // The gallery first: on a slow link it is there (a card picked waits)
  // while the emulator (annex.js, annex.wasm: most of the page's bytes) comes.
  if (!linked) { gallery.show($('title').value); status(''); fit(); }
  await emulator;
  A = await createAnnex({
    onSay: (line) => status(line),        // the player's result lines
    onMovie: movieWritten,
    onSramLoad: (n, at, len) => files.loadSram(A, sramKey(n), at, len),
    onSramSave: (n, at, len) => files.saveSram(A, sramKey(n), at, len),
    onPrint: (page) => files.download(new Blob([page]), files.numbered(name(), 'txt')),
  });
  A.FS.mkdir('/rom');
  keys = new Keys(A);
  wire();
  annexReady();
  // A link names a title: it opens; otherwise the page opens on the gallery.
  // A title opened by a link has the gallery behind it (the browser's Back).
  if (linked) {
    const linked = location.hash;
    history.replaceState(null, '', location.pathname + location.search);
    history.pushState(null, '', linked);
    await pick();
  }
  if (!fitted) fit();                  // (a linked title's pick laid the page out)
  if (refused) {                       // said once; a reload opens the gallery
    error(refused);
    history.replaceState(null, '', location.pathname + location.search);
  }
  // For tests and the curious: the page's state (tests/web/browser.mjs).
  window.annex = { S, sound, meta, module: A, traceText, frame: () => A._aw_logical_frame(), step, held, rewindTick,
                   restart: () => open() };
  S.last = performance.now();
  tick();
  requestAnimationFrame(() => loading(''));
}

// Runs frames while paused until the logical frame reaches `to` (the
// browser tests play a movie by touch, frame-exact).
function step(to) {
  while (A._aw_logical_frame() < to && frame(performance.now() + 1000)) {}
  draw();
  return A._aw_logical_frame();
}

boot().catch((e) => { loading(''); error(`annex: ${e.message || e}`, () => location.reload()); });
