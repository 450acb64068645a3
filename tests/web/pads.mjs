// pads.mjs — the page's game controllers do what front/padmap.c's table
// says, as on the desktop and in RetroArch (docs/host.md, Gamepads): with
// navigator.getGamepads stubbed by a "standard" Gamepad API controller,
// web/pads.js reads each button (and the left stick) as the page does each
// frame, the wasm build latches it (aw_pad, aw_set_held), and what the
// cartridge latched must be pm_apply's input for that button's position,
// as the native build prints it (BUILD/tests/padtable). Every title,
// both controllers, every button alone and with L (the keypad layer), and
// Capture's ROM. Under Node (run by tests/check_web_node.sh):
//   node --no-experimental-fetch tests/web/pads.mjs BUILD
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import path from 'path';
import { execFileSync } from 'child_process';
import { load, open as wasmOpen } from './wasm.mjs';

const build = process.argv[2], dir = path.join(build, 'web');
// The little of a browser pads.js touches: no drawn element is pressed here.
const el = () => ({ append() {}, replaceChildren() {}, addEventListener() {}, setPointerCapture() {},
                    classList: { add() {}, remove() {} }, dataset: {} });
const listeners = {};
globalThis.addEventListener = (type, f) => { listeners[type] = f; };
globalThis.document = { getElementById: el, createElement: el };
let connected = [];
globalThis.navigator = { getGamepads: () => connected };
const { Pads } = await import('../../web/pads.js');

const { A, meta } = await load(dir);
const pads = new Pads(meta.actions, () => {}, () => {});
listeners.gamepadconnected();

// The table: "NAME PAD HELD" -> "JOY1 JOY2 PAD1 PAD2 BUTTONS".
const table = new Map();
for (const l of execFileSync(path.join(build, 'tests/padtable'), { encoding: 'utf8' }).trim().split('\n')) {
  const w = l.split(' ');
  table.set(w.slice(0, 3).join(' '), w.slice(3).join(' '));
}
// The W3C standard mapping's buttons by index at padmap.h's positions
// (PM_UP 0, DOWN, LEFT, RIGHT, SOUTH 4, EAST, WEST, NORTH, L 8, R, L2, R2,
// START 12, SELECT, L3, R3).
const POS = [4, 5, 6, 7, 8, 9, 10, 11, 13, 12, 14, 15, 0, 1, 2, 3];
const NAMES = ['South', 'East', 'West', 'North', 'L', 'R', 'L2', 'R2', 'Select', 'Start', 'L3', 'R3',
               'Up', 'Down', 'Left', 'Right'];
const L = 4;

let failures = 0, checks = 0;
const fail = (what) => { console.log(`FAIL web pads: ${what}`); failures++; };

const open = (name, rom) => wasmOpen(A, dir, name, rom);
// A standard controller holding the buttons `on` (indices), the left stick at (ax, ay).
const gamepad = (on, ax = 0, ay = 0) => ({
  mapping: 'standard', axes: [ax, ay, 0, 0],
  buttons: Array.from({ length: 17 }, (_, i) => ({ pressed: on.includes(i), value: on.includes(i) ? 1 : 0 })),
});
// Frames until the cartridge latched input once more (a title busy
// drawing a new screen latches later).
function frame() {
  const f = A._aw_logical_frame();
  for (let i = 0; i < 100 && A._aw_logical_frame() === f; i++) A._aw_frame(-1);
}
// The page's frame (web/main.js inputChanged) with controller `p` as
// given, then one frame: what the cartridge latched, as the table writes it.
function latch(p, g) {
  connected = p ? [gamepad([]), g] : [g];
  const h = { pad1: 0, pad2: 0, joy1: 0, joy2: 0, buttons: 0 };
  pads.apply(h);
  (h.gamepads ?? []).forEach((held, i) => A._aw_pad(i, held));
  A._aw_set_held(h.pad1, h.pad2, h.joy1, h.joy2, h.buttons, 0);
  frame();
  const got = [4, 5, 2, 3, 6].map((i) => A._aw_latched(i)).join(' ');
  connected = [];
  pads.apply(h);
  A._aw_pad(0, 0); A._aw_pad(1, 0);
  A._aw_set_held(0, 0, 0, 0, 0, 0);
  frame();
  return got;
}
function check(title, what, p, g, held) {
  const got = latch(p, g), want = table.get(`${title} ${p + 1} ${held}`);
  checks++;
  if (want === undefined) fail(`${title}: no table line for pad ${p + 1} held ${held}`);
  else if (got !== want) fail(`${title} pad ${p + 1} ${what}: latched joy/pad/buttons ${got}, the table's ${want}`);
}
function title(name, rom) {
  open(name, rom);
  for (let p = 0; p < 2; p++) {
    POS.forEach((pos, i) => {
      check(name, NAMES[i], p, gamepad([i]), 1 << pos);
      if (i !== L) check(name, `L+${NAMES[i]}`, p, gamepad([L, i]), (1 << pos) | (1 << POS[L]));
    });
    // The left stick past half way is the D-pad.
    check(name, 'stick left', p, gamepad([], -0.9, 0), 1 << 2);
    check(name, 'stick down', p, gamepad([], 0, 0.9), 1 << 1);
  }
}

for (const t of meta.titles) title(t.name);
const capture = meta.titles.find((t) => t.name === 'capture');
if (capture && capture.rom) title('capture', capture.rom);
// The cases docs/host.md gives, by name (the table itself is front/padmap.c's).
open('capture');
const named = [
  ['Capture South: keypad ENTER', 0, [0], '0 0 2048 0 0'],
  ['Capture L+South: keypad 7', 0, [4, 0], '0 0 64 0 0'],
  ['Capture North: SELECT B', 0, [3], '0 0 0 0 4'],
];
for (const [what, p, on, want] of named) {
  checks++;
  const got = latch(p, gamepad(on));
  if (got !== want) fail(`${what}: latched ${got}, want ${want}`);
}
open('vice-versa');
for (const [what, on, want] of [['Vice Versa South: fire', [0], '16 0 0 0 0'], ['Vice Versa Start: nothing', [9], '0 0 0 0 0']]) {
  checks++;
  const got = latch(0, gamepad(on));
  if (got !== want) fail(`${what}: latched ${got}, want ${want}`);
}
if (!failures) console.log(`ok   web pads: ${checks} game controller presses latch front/padmap.c's table (pm_apply) in the wasm build`);
process.exit(failures ? 1 : 0);
