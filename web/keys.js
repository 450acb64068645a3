// keys.js — the keyboard as annex maps it (docs/host.md, Keys): every
// action's default keys come from meta.json (web/meta.c prints them from
// front/keymap.c), written as SDL key names; this module turns them into the
// browser's KeyboardEvent.code values and keeps what is held.

// SDL key names that are not a letter, a digit or F1-F12, and their codes.
const NAMED = {
  'Up': 'ArrowUp', 'Down': 'ArrowDown', 'Left': 'ArrowLeft', 'Right': 'ArrowRight',
  'Space': 'Space', 'Return': 'Enter', 'Tab': 'Tab', 'Escape': 'Escape',
  'Left Ctrl': 'ControlLeft', 'Right Ctrl': 'ControlRight',
  'Left Alt': 'AltLeft', 'Right Alt': 'AltRight',
  'Left Shift': 'ShiftLeft', 'Right Shift': 'ShiftRight',
  'Pause': 'Pause', 'End': 'End', 'Home': 'Home', 'PrintScreen': 'PrintScreen',
  'Keypad .': 'NumpadDecimal', 'Keypad Enter': 'NumpadEnter',
  '=': 'Equal', '-': 'Minus', 'Backspace': 'Backspace', 'Delete': 'Delete',
  'Insert': 'Insert', 'PageUp': 'PageUp', 'PageDown': 'PageDown', 'Page Up': 'PageUp', 'Page Down': 'PageDown',
};
const MODIFIERS = ['ControlLeft', 'ControlRight', 'AltLeft', 'AltRight'];
const HOST = ['help', 'pause', 'advance', 'warp', 'fullscreen', 'screenshot', 'save-state', 'load-state',
              'next-slot', 'record', 'reset', 'scanlines', 'volume-up', 'volume-down', 'paste', 'gallery',
              'rewind', 'quit'];

// The SDL name of a key code, as a title's descriptor names keys
// ("Space", "A"): the reverse of codeOf.
function nameOfCode(code) {
  const named = Object.keys(NAMED).find((n) => NAMED[n] === code);
  if (named) return named;
  const m = /^(?:Key|Digit)(.)$/.exec(code) || /^Numpad([0-9])$/.exec(code);
  return m ? (code.startsWith('Numpad') ? 'Keypad ' + m[1] : m[1]) : code;
}

// Whether the title's typed keys ("A-Z", "Space": its descriptor's
// `typed`) name the key: by name, or a range of one-character names.
function inTyped(typed, code) {
  const name = nameOfCode(code);
  return (typed || []).some((w) => w.toLowerCase() === name.toLowerCase() ||
    (w.length === 3 && w[1] === '-' && name.length === 1 && name >= w[0] && name <= w[2]));
}

function codeOf(sdlName) {
  if (NAMED[sdlName]) return NAMED[sdlName];
  let m = /^Keypad ([0-9])$/.exec(sdlName);
  if (m) return 'Numpad' + m[1];
  if (/^[A-Z]$/.test(sdlName)) return 'Key' + sdlName;
  if (/^[0-9]$/.test(sdlName)) return 'Digit' + sdlName;
  if (/^F[0-9]+$/.test(sdlName)) return sdlName;
  return null;                       // a key this page cannot name: unbound
}

// "Space, Left Ctrl, Ctrl+P" -> [{code, ctrl, alt}, ...]
function parseKeys(text) {
  const binds = [];
  for (let k of text.split(',').map((s) => s.trim()).filter(Boolean)) {
    const b = { ctrl: false, alt: false };
    for (;;) {
      if (/^ctrl\+/i.test(k)) { b.ctrl = true; k = k.slice(5); }
      else if (/^alt\+/i.test(k)) { b.alt = true; k = k.slice(4); }
      else break;
    }
    b.code = codeOf(k);
    if (b.code) binds.push(b);
  }
  return binds;
}

// Console key codes (cart/console.h CON_K_*).
export const K = { BREAK: 0x03, BACKSPACE: 0x08, CLEAR: 0x0c, ENTER: 0x0d, SHIFT: 0x0e,
                   UP: 0x11, DOWN: 0x12, LEFT: 0x13, RIGHT: 0x14, ESC: 0x1b };
const TYPED = { Enter: K.ENTER, Backspace: K.BACKSPACE, Escape: K.ESC, ArrowUp: K.UP,
                ArrowDown: K.DOWN, ArrowLeft: K.LEFT, ArrowRight: K.RIGHT, NumpadEnter: K.ENTER };

// The console key a key press types, as sdl/keymap_sdl.c km_typed: letters in
// upper case, the browser's own character for the rest (its layout), 0 none.
export function typedKey(e) {
  if (TYPED[e.code]) return TYPED[e.code];
  if (e.key.length !== 1) return 0;
  const c = e.key.toUpperCase().charCodeAt(0);
  return c >= 32 && c < 127 ? c : 0;
}

// Held actions -> input bits (cart/console.h): pads, joysticks, buttons.
export function heldBits(name) {
  let m = /^pad([12])\.(\w+)$/.exec(name);
  if (m) {
    const i = { clear: 9, 0: 10, enter: 11 }[m[2]] ?? Number(m[2]) - 1;
    return { field: m[1] === '1' ? 'pad1' : 'pad2', bit: 1 << i };
  }
  m = /^joy([12])\.([\w-]+)$/.exec(name);
  if (m) {
    const i = ['up', 'down', 'left', 'right', 'fire', 'side-a', 'side-b'].indexOf(m[2]);
    return { field: m[1] === '1' ? 'joy1' : 'joy2', bit: 1 << i };
  }
  const b = ['start', 'select-a', 'select-b', 'option'].indexOf(name);
  return b >= 0 ? { field: 'buttons', bit: 1 << b } : null;
}

// The key map: which actions a key press means (exact modifiers first, as
// km_find), and which held actions each key held down keeps.
export class KeyMap {
  constructor(actions) {
    this.actions = actions.map((a) => ({ ...a, binds: parseKeys(a.keys), held: heldBits(a.name) }));
    this.down = new Map();           // code -> the held actions it pressed
  }
  find(e) {
    const match = (b) => b.code === e.code && b.ctrl === e.ctrlKey && b.alt === e.altKey;
    const loose = (b) => b.code === e.code && !b.ctrl && !b.alt;
    let found = this.actions.filter((a) => a.binds.some(match));
    if (!found.length) found = this.actions.filter((a) => a.binds.some(loose));
    return found;
  }
  // What pressing a key does in a title, one meaning per key, as the
  // desktop's front/keymap.c km_press: { acts, types }. A host command's
  // key, and Ctrl and Alt themselves, never reach the cartridge; a held
  // action the title does not read is left out (its key types); a key that
  // holds an action does not type. `title`: { controllers, joysticks,
  // typed } (joysticks undefined: not known, both read and their keys
  // type too, as for a ROM file).
  meaning(e, title) {
    const found = this.find(e), modifier = MODIFIERS.includes(e.code);
    const unknown = title.joysticks === undefined || title.joysticks < 0;
    const joys = unknown ? 2 : title.joysticks;
    const reads = (a) => {
      const m = /^(pad|joy)([12])\./.exec(a.name);
      if (!m) return true;
      return m[1] === 'pad' ? Number(m[2]) <= title.controllers : Number(m[2]) <= joys && !inTyped(title.typed, e.code);
    };
    const host = found.some((a) => HOST.includes(a.name));
    let types = !e.ctrlKey && !e.altKey && !modifier;
    const acts = [];
    for (const a of found) {
      if (host ? !HOST.includes(a.name) : modifier || (a.held && !reads(a))) continue;
      acts.push(a);
      if (!(a.name.startsWith('joy') && unknown)) types = false;
    }
    if (host) types = false;
    return { acts, types };
  }
  press(code, held) { this.down.set(code, held); }
  release(code) { this.down.delete(code); }
  releaseAll() { this.down.clear(); }
  // The held input of every key down, ORed into `input`.
  apply(input) {
    for (const acts of this.down.values())
      for (const a of acts) input[a.held.field] |= a.held.bit;
  }
}
