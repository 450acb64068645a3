// browser.mjs — annex in a real Chromium, driven over the DevTools protocol
// (puppeteer-core; the Debian chromium, never a downloaded one). Run by
// tests/check_web.sh, which serves the page (`make serve`) and makes the
// reference files with the desktop `annex --headless`.
//   node tests/web/browser.mjs URL JOBS.json
// JOBS.json: { runs: [{title, engine: "native"|"rom", movie, trace, png}],
//              keypad: title|null, stateTitle: title|null, state: FILE,
//              badRom: FILE, badRomError: LINE,
//              badMovie: FILE, badMovieError: LINE }
// Each run plays the movie through the page's own controls (the title
// picker, the ROM switch, the movie file input, Tab held for warp) and
// checks (a) the page's trace equals annex --headless's byte for byte and
// (b) the canvas equals annex --headless --screenshot pixel for pixel.
// Then (c) a click on a drawn keypad key reaches the cartridge, typing does
// (Odin's name), a desktop
// machine state loads, and bad files give annex's one-line error while the
// game goes on.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import { inflateSync } from 'zlib';
import { launch } from './chromium.mjs';

const [url, jobsFile] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
let failures = 0;
const ok = (msg) => console.log(`ok   web (Chromium): ${msg}`);
const fail = (msg) => { console.log(`FAIL web (Chromium): ${msg}`); failures++; };

// RGB pixels of a PNG as annex writes it (front/png.c: 8-bit RGB or RGBA,
// one IDAT or more, any filter).
function decodePng(buf) {
  let w = 0, h = 0, bpp = 3;
  const idat = [];
  for (let p = 8; p < buf.length;) {
    const len = buf.readUInt32BE(p), type = buf.toString('ascii', p + 4, p + 8);
    const data = buf.subarray(p + 8, p + 8 + len);
    if (type === 'IHDR') { w = data.readUInt32BE(0); h = data.readUInt32BE(4); bpp = data[9] === 6 ? 4 : 3; }
    if (type === 'IDAT') idat.push(data);
    p += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = w * bpp, out = Buffer.alloc(w * h * 3), prev = Buffer.alloc(stride), cur = Buffer.alloc(stride);
  for (let y = 0; y < h; y++) {
    const f = raw[y * (stride + 1)];
    raw.copy(cur, 0, y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= bpp ? cur[i - bpp] : 0, b = prev[i], c = i >= bpp ? prev[i - bpp] : 0;
      const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c);
      const pred = [0, a, b, (a + b) >> 1, pa <= pb && pa <= pc ? a : pb <= pc ? b : c][f];
      cur[i] = (cur[i] + pred) & 255;
    }
    for (let x = 0; x < w; x++) cur.copy(out, (y * w + x) * 3, x * bpp, x * bpp + 3);
    cur.copy(prev);
  }
  return { w, h, rgb: out };
}

// The canvas's RGB pixels (the page draws one canvas pixel per emulated pixel).
async function canvasRgb(page) {
  const { w, h, b64 } = await page.evaluate(() => {
    const c = document.getElementById('screen');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let s = '';
    for (let i = 0; i < d.length; i += 4) s += String.fromCharCode(d[i], d[i + 1], d[i + 2]);
    return { w: c.width, h: c.height, b64: btoa(s) };
  });
  return { w, h, rgb: Buffer.from(b64, 'base64') };
}

// Opens a title on an engine through the picker and the ROM switch.
async function openTitle(page, title, engine) {
  await page.select('#title', title);
  const rom = await page.$eval('#rom', (e) => e.checked);
  if (rom !== (engine === 'rom')) await page.click('#rom');
  await page.waitForFunction((t, native) => annex.S.title && annex.S.title.name === t &&
    annex.S.info && annex.S.info.native === native, { timeout: 20000 }, title, engine === 'native' ? 1 : 0);
}

async function playMovie(page, r) {
  await openTitle(page, r.title, r.engine);
  await (await page.$('#movie')).uploadFile(r.movie);
  await page.keyboard.down('Tab');               // warp while held, as annex
  try {
    // The page pauses where the run ends: the movie's stop frame, or the
    // cartridge's end (as annex --headless stops there).
    await page.waitForFunction(() => annex.S.paused, { timeout: 170000, polling: 200 });
  } finally {
    await page.keyboard.up('Tab');
  }
  const what = `${r.title} ${r.engine} ${r.movie.split('/').pop()}`;
  const trace = await page.evaluate(() => annex.traceText());
  const want = fs.readFileSync(r.trace, 'utf8');
  if (trace === want) ok(`${what}: trace equals annex --headless (${want.split('\n').length - 1} lines)`);
  else {
    const a = trace.split('\n'), b = want.split('\n');
    const i = b.findIndex((l, k) => l !== a[k]);
    fail(`${what}: trace differs at line ${i + 1}: page '${a[i]}', annex '${b[i]}'`);
  }
  const got = await canvasRgb(page), png = decodePng(fs.readFileSync(r.png));
  if (got.w !== png.w || got.h !== png.h) fail(`${what}: canvas ${got.w}x${got.h}, screenshot ${png.w}x${png.h}`);
  else if (!got.rgb.equals(png.rgb)) {
    let n = 0;
    for (let i = 0; i < png.rgb.length; i += 3) n += got.rgb.compare(png.rgb, i, i + 3, i, i + 3) !== 0;
    fail(`${what}: canvas differs from annex --headless --screenshot in ${n} pixels`);
  } else ok(`${what}: canvas equals annex --headless --screenshot (${png.w}x${png.h})`);
}

// A press of the mouse on a drawn key, held for a few frames as a person's
// click is (a click within one frame would fall between two latches).
async function hold(page, sel) {
  const box = await (await page.$(sel)).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.waitForFunction((f) => annex.frame() > f + 3, {}, await page.evaluate(() => annex.frame()));
  await page.mouse.up();
  await page.waitForFunction((f) => annex.frame() > f + 3, {}, await page.evaluate(() => annex.frame()));
}

// (c) Clicks: SELECT B (Capture: the time limit on), then player 1's
// keypad key 1 (MIN-), both drawn in the page, while recording. The
// recorder writes what the cartridge latched, and the cartridge answers in
// its trace after the click.
async function keypadClick(page, title) {
  await openTitle(page, title, 'native');
  await page.click('#record');
  await page.waitForFunction(() => annex.S.recording && annex.frame() > 20, { timeout: 20000 });
  await hold(page, '#buttons button:nth-child(3)');      // SELECT B
  const before = await page.evaluate(() => annex.frame());
  await hold(page, '#pad1 button[data-key="pad1.1"]');
  await page.click('#record');                       // stop: the movie is in /rec.mov
  const movie = await page.evaluate(() => annex.module.FS.readFile('/rec.mov', { encoding: 'utf8' }));
  const trace = await page.evaluate(() => annex.S.trace.map(([, l]) => l));
  const pressed = movie.split('\n').find((l) => / pad1=1\b/.test(l));
  const answer = trace.find((l) => Number(l.split(' ')[0]) >= before);
  if (pressed && answer) ok(`${title}: a click on keypad key 1 reached the cartridge (movie '${pressed}', trace '${answer.trim()}')`);
  else fail(`${title}: keypad click: latched '${pressed}', trace after it '${answer}'`);
}

// Save RAM across reloads (Capture remembers its last games): the save RAM
// a movie's game left is put in localStorage as a previous visit would
// have, the page reloaded: Capture's power-on trace shows the game
// (the load path); a click on the drawn CLEAR key forgets it, which the
// page saves; after another reload Capture shows none (the save path).
async function saveRam(page, url, title, movie) {
  await openTitle(page, title, 'native');
  await (await page.$('#movie')).uploadFile(movie);
  await page.keyboard.down('Tab');
  await page.waitForFunction(() => annex.S.paused, { timeout: 170000, polling: 200 });
  await page.keyboard.up('Tab');
  await page.evaluate((t) => {
    const A = annex.module, p = A._aw_sram();
    localStorage.setItem(`annex.sram.${t}`, btoa(String.fromCharCode(...A.HEAPU8.subarray(p, p + A._aw_sram_size()))));
    localStorage.setItem('annex.pick', JSON.stringify({ title: t, rom: '0', look: '255' }));
  }, title);
  const memory = async () => {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => window.annex && annex.S.trace.some(([, l]) => / memory /.test(l)), { timeout: 20000 });
    return page.evaluate(() => annex.S.trace.find(([, l]) => / memory /.test(l))[1].trim());
  };
  const before = await memory();
  const seeded = await page.evaluate((t) => localStorage.getItem(`annex.sram.${t}`), title);
  await hold(page, '#pad1 button[data-key="pad1.clear"]');
  await page.waitForFunction(() => annex.S.trace.some(([, l]) => / clear\n$/.test(l)), { timeout: 10000 });
  await page.waitForFunction((t, v) => localStorage.getItem(`annex.sram.${t}`) !== v, { timeout: 5000 }, title, seeded);
  const after = await memory();
  if (/ memory [1-9]/.test(before) && / memory 0$/.test(after))
    ok(`${title}: save RAM kept in the browser across reloads ('${before}', after CLEAR '${after}')`);
  else fail(`${title}: save RAM across reloads: '${before}', after CLEAR '${after}'`);
}

// Typing on the PC keyboard reaches the cartridge (Odin asks a name first:
// its trace says "name KING").
async function typing(page, title) {
  await openTitle(page, title, 'native');
  await page.waitForFunction(() => annex.frame() > 5, { timeout: 20000 });
  await page.keyboard.type('king');
  await page.keyboard.press('Enter');
  try {
    await page.waitForFunction(() => annex.S.trace.some(([, l]) => / name KING\n$/.test(l)), { timeout: 10000 });
    ok(`${title}: typed keys reached the cartridge (name KING)`);
  } catch (e) {
    fail(`${title}: typed 'king' + Enter, the trace has no 'name KING'`);
  }
}

// A machine state saved by the desktop (romrun --frames 50 --save-state,
// zlib-compressed) loads in the page's ROM engine: no error, and the
// console is back at that frame.
async function desktopState(page, title, file) {
  await openTitle(page, title, 'rom');
  await page.waitForFunction(() => annex.frame() > 100, { timeout: 20000 });
  await page.keyboard.press('F9');                  // pause: the frame stays put
  await page.evaluate(() => { document.getElementById('error').textContent = ''; });
  await (await page.$('#load-state')).uploadFile(file);
  await page.waitForFunction(() => annex.frame() <= 51 || document.getElementById('error').textContent, { timeout: 10000 });
  const [err, f] = await page.evaluate(() => [document.getElementById('error').textContent, annex.frame()]);
  if (!err && f <= 51 && f > 0) ok(`${title}: a desktop machine state loads in the page (frame ${f})`);
  else fail(`${title}: desktop state: error '${err}', frame ${f}`);
  await page.keyboard.press('F9');
}

// Bad files: annex's one-line error (the path aside), and the game goes on.
async function badInput(page, input, file, want) {
  const f0 = await page.evaluate(() => { document.getElementById('error').textContent = ''; return annex.frame(); });
  await (await page.$(input)).uploadFile(file);
  await page.waitForFunction(() => document.getElementById('error').textContent, { timeout: 10000 });
  const got = await page.$eval('#error', (e) => e.textContent);
  await page.waitForFunction((f) => annex.frame() > f + 5, { timeout: 10000 }, f0);
  const reason = (s) => s.slice(s.indexOf(': ', s.lastIndexOf('/')) + 2);
  if (reason(got) === reason(want)) ok(`${input}: '${got}' as annex says it, the game goes on`);
  else fail(`${input}: page '${got}', annex '${want}'`);
}

const browser = await launch();
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  await page.setViewport({ width: 1280, height: 900 });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && annex.frame() > 0, { timeout: 30000 });
  ok(`page loaded and running in ${Date.now() - t0} ms`);
  for (const r of jobs.runs) await playMovie(page, r);
  if (jobs.keypad) await keypadClick(page, jobs.keypad);
  if (jobs.runs.some((r) => r.title === 'odin')) await typing(page, 'odin');
  const cap = jobs.runs.find((r) => r.title === 'capture');
  if (cap) await saveRam(page, url, 'capture', cap.movie);
  if (jobs.stateTitle) await desktopState(page, jobs.stateTitle, jobs.state);
  await badInput(page, '#rom-file', jobs.badRom, jobs.badRomError);
  await badInput(page, '#movie', jobs.badMovie, jobs.badMovieError);
} catch (e) {
  fail(String(e.stack || e));
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
