// node_trace.cjs — the wasm build under Node, headless: each job runs a
// title under a movie through web/annex_web.c aw_headless (the same
// emu/headless.c loop as `annex --headless`, so the same stop rules) and
// writes its trace.
//   node --no-experimental-fetch tests/web/node_trace.cjs WEB_DIR JOB...
//   JOB: ENGINE,TITLE_OR_ROM,MOVIE,OUT  (ENGINE native: a registry title;
//        rom: a ROM file)
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
main().catch((e) => { console.log(`FAIL node_trace: ${e}`); process.exit(1); });
