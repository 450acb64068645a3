// boot.cjs — a ROM in the page runs at the console's own pace from
// power-on, as on the desktop and in RetroArch (docs/web.md, "A ROM's
// start-up"): each displayed frame is one machine frame of 29,830 cycles,
// its start-up frames too, so keys pressed at the same displayed frames
// reach the same latches in every shell (tests/check_conform.sh). For each
// ROM title its first movie plays in the page (aw_movie_play, aw_frame)
// for FRAMES displayed frames; each trace line must come at the displayed
// frame in which the console wrote it: `romrun --trace-cycles` stamps each
// line with the cycle it ended at, so frame cycles / 29830 + 1. (The page
// before ran a ROM's whole start-up inside its first displayed frame:
// Vice Versa's "title" came at displayed frame 2, not 70.)
//   node --no-experimental-fetch tests/web/boot.cjs BUILD/web
// Exit 0, or 1 after a line per failure.
const fs = require('fs');
const path = require('path');
const { spawnSync } = require('child_process');

const FRAMES = 300;
const CYCLES = 29830;                    // a machine frame

// The first movie of a title (tests/movies, as check_web_node.sh picks).
function movieOf(title) {
  const dir = 'tests/movies';
  const f = fs.readdirSync(dir).sort().find((n) => n.endsWith('.mov')
    && new RegExp(`^title ${title}$`, 'm').test(fs.readFileSync(path.join(dir, n), 'utf8')));
  return f && path.join(dir, f);
}

async function main() {
  const dir = process.argv[2];
  const A = await require(path.resolve(dir, 'annex.js'))({ print: () => {}, printErr: () => {} });
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
  const tmp = fs.mkdtempSync(path.join(require('os').tmpdir(), 'boot-'));
  let failed = 0;
  for (const t of meta.titles.filter((x) => x.rom && !x.hidden)) {
    const movie = movieOf(t.name), rom = path.join(dir, 'rom', t.rom);
    if (!movie) continue;
    const out = path.join(tmp, `${t.name}.trace`);
    const r = spawnSync(path.join(dir, '..', 'tools', 'romrun'), [rom, '--movie', movie, '--trace-cycles', '--trace', out], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`romrun ${t.rom}: ${(r.stderr || '').trim()}`);
    const want = fs.readFileSync(out, 'utf8').split('\n').filter(Boolean).map((l) => {
      const [c, ...rest] = l.split(' ');
      return `${Math.floor(Number(c) / CYCLES) + 1}: ${rest.join(' ')}`;
    }).filter((l) => parseInt(l, 10) <= FRAMES);
    A.FS.writeFile('/t.rom', fs.readFileSync(rom));
    A.FS.writeFile('/t.mov', fs.readFileSync(movie));
    A.ccall('aw_open_rom', null, ['string', 'number'], ['/t.rom', 255]);
    A.ccall('aw_movie_play', null, ['string', 'number'], ['/t.mov', 255]);
    const err = A.UTF8ToString(A._aw_error());
    if (err) throw new Error(`${t.name}: ${err}`);
    const got = [];
    let seen = 0;
    for (let f = 1; f <= FRAMES; f++) {
      A._aw_frame(-1);
      const lines = A.FS.readFile(A.UTF8ToString(A._aw_trace_file()), { encoding: 'utf8' }).split('\n').filter(Boolean);
      for (; seen < lines.length; seen++) got.push(`${f}: ${lines[seen]}`);
    }
    const i = want.findIndex((l, k) => l !== got[k]);
    if (i >= 0 || got.length !== want.length) {
      failed++;
      const k = i >= 0 ? i : Math.min(got.length, want.length);
      console.log(`FAIL web (boot): ${t.name} (${movie}): trace line ${k + 1} at displayed frame '${got[k]}', the console writes it at '${want[k]}'`);
    } else console.log(`ok   web (boot): ${t.name}: ${got.length} trace lines at the console's displayed frames (the first at ${got.length ? parseInt(got[0], 10) : '-'})`);
  }
  fs.rmSync(tmp, { recursive: true });
  process.exit(failed ? 1 : 0);
}
main().catch((e) => { console.log(`FAIL web (boot): ${e.message || e}`); process.exit(1); });
