// bench/web.mjs — the wasm emulator in Chromium (bench/web.sh): the page's
// load time (navigation to its first frame running) and a ROM run headless
// inside the page (web/annex_web.c aw_headless, as romrun --frames 0).
//   node bench/web.mjs URL ROM  ->  "LOAD_MS CYCLES SECONDS" on stdout
import fs from 'fs';
import { launch } from '../tests/web/chromium.mjs';

const [url, rom] = process.argv.slice(2);
const browser = await launch({ protocolTimeout: 600000 });
try {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && annex.frame() > 0, { polling: 'raf', timeout: 30000 });
  const load = await page.evaluate(() => performance.now());   // since navigation start
  const r = await page.evaluate((bytes) => {
    const A = annex.module;
    annex.S.paused = true;                                        // the page's own title rests
    A.FS.writeFile('/bench.rom', new Uint8Array(bytes));
    const t0 = performance.now();
    A.ccall('aw_headless', null, ['string', 'string', 'string', 'string', 'number'],
            ['', '/bench.rom', null, '/bench.trace', 0]);
    const s = (performance.now() - t0) / 1000;
    return { status: A._aw_status(), err: A.UTF8ToString(A._aw_error()), cycles: A._aw_cycles(), s };
  }, [...fs.readFileSync(rom)]);
  if (r.status !== 0) throw new Error(r.err);
  console.log(`${Math.round(load)} ${r.cycles} ${r.s}`);
} finally {
  await browser.close();
}
