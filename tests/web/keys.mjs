// keys.mjs — the page's key meanings (web/keys.js KeyMap.meaning) against
// the desktop's rule (front/keymap.c km_press: one meaning per key), with
// the real default keys of meta.json, under Node (run by
// tests/check_web_node.sh):  node tests/web/keys.mjs META.json
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import { KeyMap } from '../../web/keys.js';

const meta = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const km = new KeyMap(meta.actions);
const title = (name) => meta.titles.find((t) => t.name === name);
const tk = (t) => ({ controllers: t.controllers, joysticks: t.joysticks, typed: t.typed });
let failures = 0;
const key = (code, mods = {}) => ({ code, ctrlKey: !!mods.ctrl, altKey: !!mods.alt });
function check(what, t, e, wantActs, wantTypes) {
  const { acts, types } = km.meaning(e, t);
  const got = acts.map((a) => a.name).sort().join(',');
  if (got === wantActs.sort().join(',') && types === wantTypes) return;
  console.log(`FAIL web keys: ${what}: actions '${got}' types ${types}; want '${wantActs.join(',')}' types ${wantTypes}`);
  failures++;
}
const fireKeys = meta.actions.find((a) => a.name === 'joy1.fire').keys;
// A title that reads both joysticks and has no typed keys: Space is fire only.
const vv = title('vice-versa');
if (vv && vv.joysticks !== undefined && /Space/.test(fireKeys)) check('Vice Versa Space', tk(vv), key('Space'), ['joy1.fire'], false);
// Ricochet's manual types Space and A-Z: there they type, never a joystick.
const rc = title('ricochet');
if (rc && rc.typed) {
  check('Ricochet Space', tk(rc), key('Space'), [], true);
  check('Ricochet I (joystick 2 up elsewhere)', tk(rc), key('KeyI'), [], true);
  check('Ricochet Up', tk(rc), key('ArrowUp'), ['joy1.up'], false);
}
// A title without joysticks: the arrows type.
const odin = title('odin');
if (odin && odin.joysticks !== undefined) check('Odin Up', tk(odin), key('ArrowUp'), [], true);
// Host shortcuts and the modifiers never reach the cartridge.
for (const t of meta.titles) {
  check(`${t.name} Ctrl+P`, tk(t), key('KeyP', { ctrl: true }), ['screenshot'], false);
  check(`${t.name} Left Ctrl`, tk(t), key('ControlLeft', { ctrl: true }), [], false);
  check(`${t.name} F9`, tk(t), key('F9'), ['pause'], false);
}
// A keypad title: the keypad keys hold, never type.
const cap = title('capture');
if (cap) check('Capture Keypad 7', tk(cap), key('Numpad7'), ['pad1.1'], false);
// A ROM file (joysticks not known): both joysticks, and their keys type too.
check('a ROM file, Up', { controllers: 0 }, key('ArrowUp'), ['joy1.up'], true);
if (!failures) console.log(`ok   web keys: one meaning per key in the page as on the desktop (${meta.titles.length} titles)`);
process.exit(failures ? 1 : 0);
