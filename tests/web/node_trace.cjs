// node_trace.cjs — the wasm build under Node, headless: each job runs a
// title under a movie through web/annex_web.c aw_headless (the same
// emu/headless.c loop as `annex --headless`, so the same stop rules) and
// writes its trace.
//   node --no-experimental-fetch tests/web/node_trace.cjs WEB_DIR JOB...
//   JOB: ENGINE,TITLE_OR_ROM,MOVIE,OUT  (ENGINE native: a registry title;
//        rom: a ROM file; live: a registry title run as the page runs it,
//        aw_movie_play then aw_frame with a deadline of 0 ms, so a frame
//        that thinks gives the turn back at every 64th con_poll(): the
//        fiber's busy path, which must not change the game)
// Exit 0, or 1 after printing each failed job's one-line error.
const fs = require('fs');
const path = require('path');

async function main() {
  const [dir, ...jobs] = process.argv.slice(2);
  const createAnnex = require(path.resolve(dir, 'annex.js'));
  const m = await createAnnex({ print: () => {}, printErr: (s) => process.stderr.write(s + '\n') });
  const run = m.cwrap('aw_headless', null, ['string', 'string', 'string', 'string', 'number']);
  let failed = 0;
  for (const job of jobs) {
    const [engine, what, movie, out] = job.split(',');
    m.FS.writeFile('/movie.mov', fs.readFileSync(movie));
    if (engine === 'live') {
      const err = live(m, what, out);
      if (err) { console.log(`FAIL ${job}: ${err}`); failed = 1; }
      continue;
    }
    if (engine === 'rom') m.FS.writeFile('/cart.rom', fs.readFileSync(what));
    run(engine === 'rom' ? '' : what, engine === 'rom' ? '/cart.rom' : null, '/movie.mov', '/trace', -1);
    if (m._aw_status() !== 0) {
      console.log(`FAIL ${job}: ${m.UTF8ToString(m._aw_error())}`);
      failed = 1;
      continue;
    }
    fs.writeFileSync(out, m.FS.readFile('/trace'));
  }
  process.exit(failed);
}
// The page's way: the live session, frame by frame; the trace of the
// movie's run (frames before its stop) into `out`, the count of busy
// frames into `out`.busy. Returns an error or ''.
function live(m, title, out) {
  m.ccall('aw_open_native', null, ['string', 'number'], [title, 255]);
  m.ccall('aw_movie_play', null, ['string', 'number'], ['/movie.mov', 255]);
  let busy = 0;
  for (let n = 0; ; n++) {
    m._aw_frame(0);
    const st = m._aw_status();
    busy += st === 1;
    if (m._aw_movie_done() || st >= 2) break;
    if (n > 5e6) return 'no end after 5,000,000 frames';
  }
  const err = m.UTF8ToString(m._aw_error());
  const stop = m._aw_movie_stop();
  // the player's trace file (aw_trace_file), its lines "FRAME TEXT"
  const lines = m.FS.readFile(m.UTF8ToString(m._aw_trace_file()), { encoding: 'utf8' }).split('\n').filter(Boolean);
  fs.writeFileSync(out, lines.filter((l) => parseInt(l, 10) < stop).map((l) => `${l}\n`).join(''));
  fs.writeFileSync(`${out}.busy`, `${busy}\n`);   // how often the busy path ran
  return err;
}

main().catch((e) => { console.log(`FAIL node_trace: ${e}`); process.exit(1); });
