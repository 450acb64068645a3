// boot.cjs — the same keys give the same game on both engines in the page
// (docs/web.md, "Input during a ROM's start-up"): each ROM title is
// opened on the native build and on its ROM and run frame by frame as the
// page runs it (aw_frame), the same input given at the same displayed
// frames from the first (keys typed, GAME START and a keypad key held,
// as a player would press them while the title starts); the two traces
// must be equal, and after the first two displayed frames the logical
// frames the same (the ROM's start-up inside the first, as the native
// build's; later a ROM frame that draws much may take several displayed
// ones, which the input's latching absorbs).
//   node --no-experimental-fetch tests/web/boot.cjs BUILD/web
// Exit 0, or 1 after a line per failure.
const fs = require('fs');
const path = require('path');

const FRAMES = 240;
// [displayed frame, what]: typed keys one at a time, buttons and keypad held.
const INPUT = { 2: { type: 'N' }, 3: { buttons: 1, pad1: 1 << 11 }, 6: { buttons: 0, pad1: 0 }, 8: { type: '\r' },
                20: { pad1: 1 << 4 }, 24: { pad1: 0 }, 30: { type: 'A' } };

async function main() {
  const dir = process.argv[2];
  const A = await require(path.resolve(dir, 'annex.js'))({ print: () => {}, printErr: () => {} });
  A.FS.mkdir('/rom');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  let trace = [];
  A.onTrace = (f, line) => trace.push(`${f} ${line}`);
  let failed = 0;
  const run = (open) => {
    trace = [];
    open();
    const err = A.UTF8ToString(A._aw_error());
    if (err) throw new Error(err);
    let held = { pad1: 0, buttons: 0 };
    const frames = [];
    for (let f = 1; f <= FRAMES; f++) {
      const i = INPUT[f] || {};
      held = { ...held, ...i };
      A._aw_set_held(held.pad1, 0, 0, 0, held.buttons, 0);
      if (i.type) A._aw_type(i.type.charCodeAt(0));
      A._aw_frame(-1);
      if (f <= 2) frames.push(A._aw_logical_frame());
    }
    return { trace: trace.join('\n'), frames: frames.join(' ') };
  };
  for (const t of meta.titles.filter((x) => x.rom && !x.hidden)) {
    A.FS.writeFile('/rom/t.rom', fs.readFileSync(path.join(dir, 'rom', t.rom)));
    const nat = run(() => A.ccall('aw_open_native', null, ['string', 'number'], [t.name, 255]));
    const rom = run(() => A.ccall('aw_open_rom', null, ['string', 'number'], ['/rom/t.rom', 255]));
    const a = nat.trace.split('\n'), b = rom.trace.split('\n');
    const i = a.findIndex((l, k) => l !== b[k]);
    if (rom.frames !== nat.frames || i >= 0 || a.length !== b.length) {
      failed++;
      console.log(`FAIL web (boot): ${t.name}: logical frames after the displayed ones: ROM ${rom.frames}, native ${nat.frames}` +
        (i >= 0 || a.length !== b.length ? `; with the same input the ROM's trace differs from the native build's at line ${i + 1}: ROM '${b[i]}', native '${a[i]}'` : ''));
    } else console.log(`ok   web (boot): ${t.name}: input from the first displayed frame gives the same trace on both engines (${a.length} lines)`);
  }
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.log(`FAIL web (boot): ${e.message || e}`); process.exit(1); });
