// keys.js — the keyboard into the one key space (docs/host.md, Keys): each
// key press goes to the C (web/web_keys.c aw_key: front/keymap.c km_key
// for the title played), which holds, types and names the host commands;
// this module keeps no table of meanings, only which keys are down and
// whether Shift went down alone (Odin's "press SHIFT").

// Console key codes (cart/console.h CON_K_*): what the page's own touch
// keyboard types.
export const K = { BREAK: 0x03, BACKSPACE: 0x08, CLEAR: 0x0c, ENTER: 0x0d, SHIFT: 0x0e,
                   UP: 0x11, DOWN: 0x12, LEFT: 0x13, RIGHT: 0x14, ESC: 0x1b };

// aw_key's answer beside the host commands' bits (web/web_keys.c AW_KEY_*).
const GAME = 1 << 28, ACTS = 1 << 29, SHIFT = 1 << 30, HOSTS = (1 << 28) - 1;
// front/keymap.h KM_CTRL, KM_ALT, KM_SHIFT, KM_GUI.
// AltGr (a layout's AltGraph on the right Alt key) is Alt, as in the window
// and in RetroArch.
const altGr = (e) => !!(e.getModifierState && e.getModifierState('AltGraph'));
const mods = (e) => (e.ctrlKey ? 1 : 0) | (e.altKey || altGr(e) ? 2 : 0) | (e.shiftKey ? 4 : 0) | (e.metaKey ? 8 : 0);
// The character the user's layout gives the key (KeyboardEvent.key when
// one printable character), or 0.
const charOf = (e) => (e.key.length === 1 && e.key.charCodeAt(0) >= 32 && e.key.charCodeAt(0) < 127
  ? e.key.charCodeAt(0) : 0);

export class Keys {
  constructor(A) {
    this.A = A;
    this.shiftAlone = false;
    this.names = [];                  // host command bit -> its name ("save-state")
    for (let i = 0; A.UTF8ToString(A._aw_host_name(i)); i++) this.names.push(A.UTF8ToString(A._aw_host_name(i)));
  }
  call(e, apply) {
    return this.A.ccall('aw_key', 'number', ['string', 'number', 'number', 'number', 'number'],
      [e.code, mods(e), charOf(e), apply ? 1 : 0, e.repeat ? 1 : 0]);
  }
  commands(r) { return this.names.filter((n, i) => n && (r & HOSTS & (1 << i))); }
  // A key pressed in the game: { commands, game (it reached the cartridge) }.
  press(e) {
    const r = this.call(e, true);
    if (!e.repeat) this.shiftAlone = !!(r & SHIFT);
    return { commands: this.commands(r), game: !!(r & GAME) };
  }
  // What a key means without pressing it: { commands, any }.
  meaning(e) {
    const r = this.call(e, false);
    return { commands: this.commands(r), any: !!(r & ACTS) };
  }
  // A key released: { commands it had started, shift: Shift alone went up }.
  release(e) {
    const r = this.A.ccall('aw_key_up', 'number', ['string'], [e.code]);
    const shift = !!(r & SHIFT) && this.shiftAlone;
    this.shiftAlone = false;
    return { commands: this.commands(r), shift };
  }
  releaseAll() { this.A._aw_keys_up(); this.shiftAlone = false; }
}
