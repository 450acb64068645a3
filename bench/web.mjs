// bench/web.mjs — the wasm emulator in Chromium (bench/web.sh):
//   node bench/web.mjs URL ROM
//     ->  "LOAD_MS COLD_CYCLES COLD_S WARM_CYCLES WARM_S WARM_CPU_S"
//     the page's load time (navigation to its first frame running), then a
//     ROM run headless inside the page (web/annex_web.c aw_headless, as
//     romrun --frames 0) RUNS times: cold (the first run, the wasm not yet
//     optimised by the browser) and warm (the fastest of the runs after
//     WARMUP, the engine warmed), its wall time and the CPU time of the
//     page's renderer process (/proc) for it;
//   node bench/web.mjs URL --idle  ->  "STATE ALL_PERCENT PAGE_PERCENT SECONDS" a line each
//     the share of one core the whole browser (every Chromium process) and
//     the page's own renderer process use over 10 s in each state: Capture
//     waiting for a key (sound started by a click), the same paused, and
//     the gallery.
import fs from 'fs';
import { launch } from '../tests/web/chromium.mjs';

const [url, rom] = process.argv.slice(2);
const RUNS = 6, WARMUP = 2;
const browser = await launch({ protocolTimeout: 600000 });

// CPU ticks (user + system) of the browser and all its children, and of
// its renderer processes alone: [all, renderers].
function ticks(root) {
  const kids = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const st = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = st.slice(st.lastIndexOf(')') + 2).split(' ');
      const renderer = fs.readFileSync(`/proc/${d}/cmdline`, 'utf8').includes('--type=renderer');
      kids.set(Number(d), { ppid: Number(f[1]), t: Number(f[11]) + Number(f[12]), renderer });
    } catch (e) { /* gone */ }
  }
  const sum = [0, 0];
  const walk = (pid) => {
    const k = kids.get(pid);
    sum[0] += k?.t || 0;
    if (k?.renderer) sum[1] += k.t;
    for (const [p, c] of kids) if (c.ppid === pid) walk(p);
  };
  walk(root);
  return sum;
}

try {
  const page = await browser.newPage();
  await page.setViewport({ width: 1280, height: 900 });
  if (rom === '--idle') {
    await page.goto(url + '#title=capture&rom=0', { waitUntil: 'load' });
    await page.waitForFunction(() => window.annex && annex.frame() > 30, { timeout: 30000 });
    await page.mouse.click(5, 200);                    // starts the sound, as a player's first click
    const idle = async (state) => {
      await new Promise((r) => setTimeout(r, 2000));
      const pid = browser.process().pid, t0 = ticks(pid), w0 = Date.now();
      await new Promise((r) => setTimeout(r, 10000));
      const t1 = ticks(pid), wall = (Date.now() - w0) / 1000;
      const pct = (i) => (100 * (t1[i] - t0[i]) / 100 / wall).toFixed(1);
      console.log(`${state} ${pct(0)} ${pct(1)} ${wall.toFixed(1)}`);
    };
    await idle('waiting');
    await page.keyboard.press('F9');
    await idle('paused');
    await page.keyboard.press('F9');
    await page.click('#titles');
    await idle('gallery');
  } else {
    await page.goto(url + '#title=capture&rom=0', { waitUntil: 'load' });   // a link to a title: its first frame
    await page.waitForFunction(() => window.annex && annex.frame() > 0, { polling: 'raf', timeout: 30000 });
    const load = await page.evaluate(() => performance.now());   // since navigation start
    const pid = browser.process().pid;
    const run = async (bytes) => {
      const t0 = ticks(pid)[1];
      const r = await page.evaluate((bytes) => {
      const A = annex.module;
      annex.S.paused = true;                                        // the page's own title rests
      if (bytes) A.FS.writeFile('/bench.rom', new Uint8Array(bytes));
      const t0 = performance.now();
      A.ccall('aw_headless', null, ['string', 'string', 'string', 'string', 'number'],
              ['', '/bench.rom', null, '/bench.trace', 0]);
      const s = (performance.now() - t0) / 1000;
      return { status: A._aw_status(), err: A.UTF8ToString(A._aw_error()), cycles: A._aw_cycles(), s };
      }, bytes);
      if (r.status !== 0) throw new Error(r.err);
      return { ...r, cpu: (ticks(pid)[1] - t0) / 100 };
    };
    const cold = await run([...fs.readFileSync(rom)]);
    let warm = null;
    for (let i = 1; i < RUNS; i++) {
      const r = await run(null);
      if (i >= WARMUP && (!warm || r.s < warm.s)) warm = r;
    }
    console.log(`${Math.round(load)} ${cold.cycles} ${cold.s} ${warm.cycles} ${warm.s} ${warm.cpu}`);
  }
} finally {
  await browser.close();
}
