// keys.mjs — the page's keys go through the C's one key space (web/keys.js
// hands KeyboardEvent.code, the modifiers and the typed character to
// web/web_keys.c aw_key, which calls front/keymap.c km_key): each case
// opens a title in the wasm build, presses a key as the page does, runs
// frames and reads what the cartridge latched; the host commands come back
// by name; the F1 help comes from km_help with the page's commands. Under
// Node (run by tests/check_web_node.sh):
//   node --no-experimental-fetch tests/web/keys.mjs BUILD/web
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import { load, open as wasmOpen } from './wasm.mjs';
import { Keys } from '../../web/keys.js';

const dir = process.argv[2];
const { A, meta } = await load(dir);
const keys = new Keys(A);
let failures = 0, checks = 0;
const fail = (what) => { console.log(`FAIL web keys: ${what}`); failures++; };

const open = (name, rom) => wasmOpen(A, dir, name, rom);
const ev = (code, o = {}) => ({ code, key: o.key ?? '', ctrlKey: !!o.ctrl, altKey: !!o.alt, shiftKey: !!o.shift, repeat: false });
// Presses a key, runs two frames (a typed key latches once), releases it:
// what the cartridge latched while it was down, and the commands it meant.
function press(e) {
  const { commands } = keys.press(e);
  let key = 0;
  const got = {};
  for (let f = 0; f < 2; f++) {
    A._aw_frame(-1);
    key ||= A._aw_latched(0);
    if (f === 0) for (const [i, n] of ['pad1', 'pad2', 'joy1', 'joy2', 'buttons'].entries()) got[n] = A._aw_latched(2 + i);
  }
  keys.release(e);
  A._aw_frame(-1);
  return { commands, key, ...got };
}
function check(what, e, want) {
  const got = press(e);
  checks++;
  for (const k of Object.keys(want)) {
    const g = Array.isArray(want[k]) ? got[k].join(',') : got[k], w = Array.isArray(want[k]) ? want[k].join(',') : want[k];
    if (g !== w) fail(`${what}: ${k} ${g}, want ${w}`);
  }
}
const none = { pad1: 0, pad2: 0, joy1: 0, joy2: 0, buttons: 0 };
const FIRE = 1 << 4, UP = 1;

// Vice Versa reads the joysticks and types nothing: Space is fire, held.
open('vice-versa');
check('Vice Versa Space', ev('Space', { key: ' ' }), { ...none, joy1: FIRE, key: 0, commands: [] });
// The modifier rule for every key kind: Ctrl+Space plays no disc.
check('Vice Versa Ctrl+Space', ev('Space', { ctrl: true, key: ' ' }), { ...none, key: 0 });
// Ricochet's manual types Space and A-Z: there they type, never a joystick.
open('ricochet');
check('Ricochet Space', ev('Space', { key: ' ' }), { ...none, key: 32 });
check('Ricochet I (joystick 2 up elsewhere)', ev('KeyI', { key: 'i' }), { ...none, key: 73 });
check('Ricochet Up', ev('ArrowUp'), { ...none, joy1: UP, key: 0 });
check('Ricochet Ctrl+Insert (no launch)', ev('Insert', { ctrl: true }), { ...none, key: 0 });
// Odin: no joysticks, the arrows type; Shift alone types SHIFT.
open('odin');
check('Odin Up', ev('ArrowUp'), { ...none, key: 0x11 });
{
  const e = ev('ShiftLeft', { key: 'Shift', shift: true });
  keys.press(e);
  const up = keys.release({ ...e, shiftKey: false });
  checks++;
  if (!up.shift) fail('Odin: Shift pressed and released alone is not SHIFT');
}
// The user's layout: the character the browser gives types (AZERTY's A on KeyQ).
check('Odin KeyQ typing a (a French layout)', ev('KeyQ', { key: 'a' }), { key: 65 });
// Capture: keypad keys hold, never type; Ctrl+F3 changes no level.
open('capture');
check('Capture Keypad 7', ev('Numpad7', { key: '7' }), { ...none, pad1: 1, key: 0 });
check('Capture Ctrl+Keypad Enter', ev('NumpadEnter', { ctrl: true }), { ...none, key: 0 });
// Host shortcuts come back by name and never reach the cartridge.
for (const t of meta.titles.filter((x) => !x.hidden)) {
  open(t.name);
  check(`${t.name} Ctrl+P`, ev('KeyP', { ctrl: true, key: 'p' }), { ...none, key: 0, commands: ['screenshot'] });
  check(`${t.name} F9`, ev('F9'), { ...none, key: 0, commands: ['pause'] });
  check(`${t.name} Left Ctrl`, ev('ControlLeft', { ctrl: true }), { ...none, key: 0, commands: [] });
  // The page's F1 help: the title's heading, no key the page lacks.
  const help = A.UTF8ToString(A._aw_help());
  checks++;
  if (!/KEYS {2}\(F1 closes; Esc too\)/.test(help.split('\n')[0])) fail(`${t.name} help heading: ${help.split('\n')[0]}`);
  if (/Quit|[Ss]canlines/.test(help)) fail(`${t.name} help lists a command the page lacks:\n${help}`);
}
// A title's ROM is known by its header (ttl_by_header): its keys mean what they do natively.
const odin = meta.titles.find((t) => t.name === 'odin');
if (odin && odin.rom) {
  open('odin', odin.rom);
  check('Odin ROM Up (known by its header: types)', ev('ArrowUp'), { ...none, key: 0x11 });
}
if (!failures) console.log(`ok   web keys: ${checks} key presses through the C's key map (front/keymap.c km_key) in the wasm build`);
process.exit(failures ? 1 : 0);
