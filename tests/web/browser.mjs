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
// game goes on; two picks in a row (the first's ROM held back) end on the
// last.
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

// Opens a title on an engine: a title in the menu through the menu and the
// ROM switch, a hidden one (the smoke cartridge) by its address.
async function openTitle(page, title, engine) {
  if (await page.$(`#title option[value="${title}"]`)) {
    await page.select('#title', title);
    const rom = await page.$eval('#rom', (e) => e.checked);
    if (rom !== (engine === 'rom')) await page.click('#rom');
  } else await page.evaluate((h) => { location.hash = h; }, `#title=${title}&rom=${engine === 'rom' ? 1 : 0}`);
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
    localStorage.setItem('annex.pick', JSON.stringify({ title: t, rom: false, look: '' }));
  }, title);
  const memory = async () => {
    await page.goto('about:blank');
    await page.goto(`${url}#title=${title}&rom=0`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.annex && annex.S.trace.some(([, l]) => / memory /.test(l)), { timeout: 20000 });
    return page.evaluate(() => annex.S.trace.find(([, l]) => / memory /.test(l))[1].trim());
  };
  const before = await memory();
  const seeded = await page.evaluate((t) => localStorage.getItem(`annex.sram.${t}`), title);
  await hold(page, '#pad1 button[data-key="pad1.clear"]');
  // Bounds for a loaded machine, not timings: the page polls until they hold.
  await page.waitForFunction(() => annex.S.trace.some(([, l]) => / clear\n$/.test(l)), { timeout: 30000 });
  await page.waitForFunction((t, v) => localStorage.getItem(`annex.sram.${t}`) !== v, { timeout: 20000 }, title, seeded);
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

// (8) The page opens on the gallery: a card per title a player picks from
// (not the smoke cartridge), each with its picture (drawn at a whole
// scale, never below 1x: Odin's TRS-80 screen was shrunk to 0.56x), name,
// machine, year and controls, and no game running behind it; a click on a
// card starts that title; the Titles button goes back to it with the game
// paused, Esc back to the game; Ctrl+G lands on the title played; F1
// shows the gallery's help and Esc closes it.
async function galleryOpen(page) {
  const bad = [];
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), { timeout: 20000 });
  await new Promise((r) => setTimeout(r, 300));            // the pictures placed after their load
  const drawn = await page.$$eval('#gallery .card img', (is) => is.map((i) => {
    const r = i.getBoundingClientRect();   // the painted scale of a picture that keeps its proportions
    return { title: i.closest('.card').dataset.title, k: Math.min(r.width / i.naturalWidth, r.height / i.naturalHeight) };
  }));
  for (const d of drawn) {
    if (!(d.k >= 1) || Math.abs(d.k - Math.round(d.k)) > 0.01) bad.push(`${d.title}: its picture drawn at ${d.k.toFixed(2)}x`);
  }
  const cards = await page.$$eval('#gallery:not([hidden]) .card', (cs) => cs.map((c) => ({
    title: c.dataset.title, img: c.querySelector('img').naturalWidth, text: c.innerText })));
  const want = await page.evaluate(() => annex.meta.titles.filter((t) => !t.hidden));
  if (cards.map((c) => c.title).join() !== want.map((t) => t.name).join())
    bad.push(`cards '${cards.map((c) => c.title).join()}', titles '${want.map((t) => t.name).join()}'`);
  for (const t of want) {
    const c = cards.find((x) => x.title === t.name);
    if (!c) continue;
    if (!c.img) bad.push(`${t.name}: no picture`);
    for (const w of [t.machine, String(t.year), ...t.controls]) if (!c.text.includes(w)) bad.push(`${t.name}: the card lacks '${w}'`);
  }
  if (await page.evaluate(() => annex.frame() !== 0 || !!annex.S.info)) bad.push('a game runs behind the gallery');
  if (await page.$('.card[data-title="smoke"]')) bad.push('the smoke cartridge is offered');
  const pickT = want[want.length - 1].name;
  await page.click(`.card[data-title="${pickT}"]`);
  await page.waitForFunction((t) => annex.S.info && annex.S.title.name === t && annex.frame() > 5 &&
    document.getElementById('gallery').hidden, { timeout: 20000 }, pickT).catch(() => bad.push(`a click on ${pickT}'s card did not start it`));
  await page.click('#titles');
  const f = await page.evaluate(() => annex.frame());
  await new Promise((r) => setTimeout(r, 300));
  const [shown, f2] = await page.evaluate(() => [!document.getElementById('gallery').hidden, annex.frame()]);
  if (!shown || f2 !== f) bad.push(`Titles: gallery ${shown ? 'shown' : 'not shown'}, frames ${f} -> ${f2} behind it`);
  await page.keyboard.press('Escape');
  await page.waitForFunction((fr) => document.getElementById('gallery').hidden && annex.frame() > fr, { timeout: 10000 }, f2)
    .catch(() => bad.push('Esc did not go back to the game'));
  // The keyboard alone: Ctrl+G back to the gallery, the card of the title
  // played has the focus; F1 shows the gallery's help, Esc closes it and
  // the gallery stays; an arrow moves to the card before, Enter starts it.
  await page.keyboard.down('Control');
  await page.keyboard.press('KeyG');
  await page.keyboard.up('Control');
  const prevT = want[want.length - 2].name;
  const focused = () => page.evaluate(() => document.activeElement && document.activeElement.dataset.title);
  if (await focused() !== pickT) bad.push(`Ctrl+G: the focus is on '${await focused()}', not ${pickT}`);
  await page.keyboard.press('F1');
  const help = await page.evaluate(() => !document.getElementById('help-box').hidden && document.getElementById('help-text').textContent);
  if (!help || !/gallery/.test(help) || !/Arrows/.test(help)) bad.push(`F1 in the gallery: '${help}'`);
  await page.keyboard.press('Escape');
  const [helpGone, still] = await page.evaluate(() => [document.getElementById('help-box').hidden, !document.getElementById('gallery').hidden]);
  if (!helpGone || !still) bad.push(`Esc after F1: help ${helpGone ? 'closed' : 'open'}, gallery ${still ? 'shown' : 'gone'}`);
  await page.keyboard.press('ArrowLeft');
  if (await focused() !== prevT) bad.push(`ArrowLeft: the focus is on '${await focused()}', not ${prevT}`);
  await page.keyboard.press('Enter');
  await page.waitForFunction((t) => annex.S.info && annex.S.title.name === t && document.getElementById('gallery').hidden,
    { timeout: 20000 }, prevT).catch(() => bad.push(`Enter on ${prevT}'s card did not start it`));
  if (bad.length) fail(`gallery: ${bad.join('; ')}`);
  else ok(`the page opens on the gallery: ${cards.length} titles with picture (at ${drawn.map((d) => `${d.k}x`).join(' ')}), machine, year and controls, no smoke cartridge; a card starts its title, Titles goes back (paused), Esc returns; Ctrl+G lands on the title played, F1 explains the gallery; the arrows and Enter pick a title`);
}

// Every press counts: a click on a drawn key pressed and released between
// two frames still reaches the cartridge (the page paused, stepped by
// frames; the recording shows what the cartridge latched).
async function tapCounts(page) {
  await openTitle(page, 'capture', 'native');
  await page.evaluate(() => { annex.S.paused = true; });
  await page.click('#record');                       // from power-on, recording; still paused
  await page.waitForFunction(() => annex.S.recording, { timeout: 10000 });
  await page.evaluate(() => annex.step(annex.frame() + 5));
  const box = await (await page.$('#pad1 button[data-key="pad1.enter"]')).boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
  await page.evaluate(() => annex.step(annex.frame() + 3));
  await page.click('#record');
  const movie = await page.evaluate(() => annex.module.FS.readFile('/rec.mov', { encoding: 'utf8' }));
  await page.evaluate(() => { annex.S.paused = false; });
  const line = movie.split('\n').find((l) => / pad1=800\b/.test(l));
  if (line) ok(`a click released before the next frame still counts (movie '${line}')`);
  else fail(`a click released before the next frame was lost: the movie has no pad1=800`);
}

// The page opened from the disk says how to serve it.
async function fileUrl(page, dir) {
  await page.goto(`file://${dir}/index.html`, { waitUntil: 'load' });
  const err = await page.$eval('#error', (e) => e.textContent);
  if (/make serve/.test(err) && /web server/.test(err)) ok(`file:// says how to serve the page ('${err.slice(0, 60)}...')`);
  else fail(`file://: the page says '${err}'`);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && annex.meta, { timeout: 30000 });
}

// (9) A focused page control never takes the game's keys: after a click on
// the ROM switch Space does not toggle it, after a change of look the
// arrows do not change it again, a focused title menu does not switch
// titles on ArrowDown; the game goes on (no restart) and gets the keys.
async function focusKeys(page) {
  await openTitle(page, 'odin', 'native');
  const state = () => page.evaluate(() => [annex.S.title.name, annex.S.rom, document.getElementById('look').value, annex.frame()]);
  const bad = [];
  await page.click('#rom');                                  // the ROM engine, the switch focused
  await page.waitForFunction(() => annex.S.info.native === 0 && annex.frame() > 5, { timeout: 20000 });
  let [t, rom, look, f] = await state();
  await page.focus('#rom');
  await page.keyboard.press('Space');
  await new Promise((r) => setTimeout(r, 300));
  let now = await state();
  if (now[1] !== rom || now[3] < f) bad.push(`Space on the focused ROM switch: engine ${now[1] ? 'ROM' : 'native'}, frame ${f} -> ${now[3]}`);
  await page.select('#look', 'apple2');                      // a change of look, the menu focused
  await page.waitForFunction(() => annex.S.machine === 2 && annex.frame() > 5, { timeout: 20000 });
  [t, rom, look, f] = await state();
  await page.focus('#look');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowDown');
  await new Promise((r) => setTimeout(r, 300));
  now = await state();
  if (now[2] !== look || now[3] < f) bad.push(`arrows on the focused look menu: look ${look} -> ${now[2]}, frame ${f} -> ${now[3]}`);
  await page.focus('#title');
  await page.keyboard.press('ArrowDown');
  await new Promise((r) => setTimeout(r, 300));
  now = await state();
  if (now[0] !== t || now[3] < f) bad.push(`ArrowDown on the focused title menu: ${t} -> ${now[0]}, frame ${f} -> ${now[3]}`);
  if (bad.length) fail(`a focused control took the game's keys: ${bad.join('; ')}`);
  else ok('a focused ROM switch, look menu and title menu leave Space and the arrows to the game, which goes on');
}

// (11) The address: it follows the pick; a link opens its title, look and
// engine; hashchange is honoured; a bad value is refused with one line and
// not saved; only the title's own looks are offered; Pause says Resume.
async function links(page) {
  const bad = [];
  await page.evaluate(() => { location.hash = '#title=ricochet&rom=1&look=atari'; });
  await page.waitForFunction(() => annex.S.title.name === 'ricochet' && annex.S.info.native === 0 && annex.S.machine === 7 && annex.frame() > 2, { timeout: 20000 })
    .catch(() => bad.push('hashchange to #title=ricochet&rom=1&look=atari was not honoured'));
  const looks = await page.$$eval('#look option', (o) => o.map((x) => x.value));
  if (looks.join(',') !== ',apple2,atari') bad.push(`ricochet's looks offered: '${looks.join(',')}'`);
  await page.select('#title', 'capture');
  await page.waitForFunction(() => annex.S.title.name === 'capture', { timeout: 20000 });
  const hash = await page.evaluate(() => location.hash);
  if (!/^#title=capture&rom=1$/.test(hash)) bad.push(`after picking Capture the address is '${hash}'`);
  const saved = await page.evaluate(() => localStorage.getItem('annex.pick'));
  await page.evaluate(() => { location.hash = '#title=capture&look=99'; });
  await page.waitForFunction(() => document.getElementById('error').textContent, { timeout: 5000 }).catch(() => {});
  const err = await page.$eval('#error', (e) => e.textContent);
  if (!/^#look=99: not a look of capture/.test(err)) bad.push(`#look=99 gave '${err}'`);
  if (await page.evaluate(() => localStorage.getItem('annex.pick')) !== saved) bad.push('#look=99 was saved');
  // A refused shared link: the line, and the address no longer holds it (a
  // reload would refuse it again).
  await page.goto(url.replace(/#.*$/, '') + '#title=capture&look=99', { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && document.getElementById('error').textContent, { timeout: 20000 }).catch(() => {});
  const [err2, hash2] = await page.evaluate(() => [document.getElementById('error').textContent, location.hash]);
  if (!/^#look=99/.test(err2) || /look=99/.test(hash2)) bad.push(`a shared #look=99: '${err2}', the address '${hash2}'`);
  // A hidden title opened by its name (the smoke cartridge) runs, but is
  // not remembered as the pick.
  await page.goto(url.replace(/#.*$/, '') + '#title=smoke', { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && annex.S.info && annex.S.title.name === 'smoke', { timeout: 20000 })
    .catch(() => bad.push('#title=smoke did not open the smoke cartridge'));
  if (await page.evaluate(() => localStorage.getItem('annex.pick')) !== saved) bad.push('#title=smoke was saved as the pick');
  await page.goto(url.replace(/#.*$/, '') + '#title=odin&rom=0&look=apple2', { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && annex.S.info && annex.S.title.name === 'odin' && annex.S.machine === 2, { timeout: 20000 })
    .catch(() => bad.push('a shared link #title=odin&rom=0&look=apple2 did not open Odin in the Apple II look'));
  const pauseText = async () => page.$eval('#pause', (e) => e.textContent);
  await page.click('#pause');
  const p1 = await pauseText();
  await page.click('#pause');
  const p2 = await pauseText();
  if (p1 !== 'Resume' || p2 !== 'Pause') bad.push(`the pause button says '${p1}' paused, '${p2}' running`);
  // Fullscreen is the whole page: the controls and status stay in view.
  await page.click('#full');
  const full = await page.waitForFunction(() => document.fullscreenElement === document.documentElement,
    { timeout: 5000 }).then(() => true, () => false);
  const kept = await page.evaluate(() => ['#keyboard', '#screen', '#bar'].every((s) => document.querySelector(s).offsetParent !== null));
  if (!full || !kept) bad.push(`fullscreen: ${full ? 'the page' : 'not the page'}, controls ${kept ? 'kept' : 'lost'}`);
  if (full) await page.evaluate(() => document.exitFullscreen());
  // The help: the title's own lines whole, only the page's keys.
  await page.evaluate(() => { location.hash = '#title=ricochet&rom=0'; });
  await page.waitForFunction(() => annex.S.title.name === 'ricochet', { timeout: 20000 });
  await page.keyboard.press('F1');
  const help = await page.$eval('#help-text', (e) => e.textContent);
  await page.keyboard.press('Escape');
  const own = await page.evaluate(() => annex.meta.titles.find((t) => t.name === 'ricochet').lines || []);
  const cut = own.filter((l) => !help.split('\n').includes(l));
  if (!own.length || cut.length) bad.push(`help: Ricochet's lines not whole: '${cut.join("', '")}'`);
  for (const k of ['Ctrl+Q', 'Ctrl+L', 'F8']) if (help.includes(k)) bad.push(`help lists ${k}, which the page does not have`);
  const fire = help.split('\n').find((l) => l.startsWith('joystick 1 fire')) || '';
  if (!/Insert/.test(fire) || /Space/.test(fire)) bad.push(`help: Ricochet's fire is '${fire}' (Space types there)`);
  if (bad.length) fail(`links: ${bad.join('; ')}`);
  else ok('links: the address follows the pick, a shared link and hashchange open their title, look and engine, #look=99 is refused and not saved (a shared one leaves the address), a hidden title is not remembered, only the title\'s looks are offered, Pause says Resume, fullscreen keeps the controls, help has the title\'s lines whole and only the page\'s keys, none that do something else');
}

// The loading line: while a title's ROM is on its way (the request held
// here, on a page of its own), the page says so; when it has come, the
// line goes and the game runs. On a failure it says what the page shows.
async function loadingLine(browser, url) {
  const page = await browser.newPage();
  try {
    await page.setRequestInterception(true);
    let held = null;
    page.on('request', (r) => { if (/\/rom\/odin\.rom$/.test(r.url()) && !held) held = r; else r.continue(); });
    await page.goto(`${url}#title=odin&rom=1`, { waitUntil: 'load' });
    const t0 = Date.now();
    while (!held && Date.now() - t0 < 30000) await new Promise((r) => setTimeout(r, 50));
    const [shown, text] = await page.$eval('#loading', (e) => [!e.hidden, e.textContent]);
    if (held) await held.continue();
    const ran = await page.waitForFunction(() => window.annex && annex.S.info && annex.S.title.name === 'odin' &&
      annex.frame() > 5 && document.getElementById('loading').hidden, { timeout: 60000 }).then(() => true, () => false);
    const now = await page.evaluate(() => JSON.stringify({
      annex: !!window.annex, info: !!(window.annex && annex.S.info), paused: !!(window.annex && annex.S.paused),
      frame: window.annex ? annex.frame() : null, loading: document.getElementById('loading').textContent,
      error: document.getElementById('error').textContent, visibility: document.visibilityState }));
    if (held && shown && /Loading odin\.rom/.test(text) && ran) ok(`the loading line: '${text}' while the ROM comes, gone when the game runs`);
    else fail(`loading line: request ${held ? 'held' : 'never made'}, line ${shown ? 'shown' : 'hidden'} '${text}', game ${ran ? 'ran' : 'did not run'} after; the page: ${now}`);
  } finally {
    await page.close();
  }
}

// Two picks in a row end on the last, whatever the timing: on a page of its
// own, a keyboard user's title menu left mid-choice (ArrowDown, not taken),
// a link to Ricochet on the ROM engine whose ROM is held back here, and
// Capture picked from the menu while it is; once Ricochet's ROM has come,
// Capture's game is the one that runs and the menu and address say so.
async function quickPicks(browser, url) {
  const page = await browser.newPage();
  try {
    page.on('dialog', (d) => d.accept());
    await page.setRequestInterception(true);
    let held = null;
    page.on('request', (r) => { if (/\/rom\/ricochet\.rom$/.test(r.url()) && !held) held = r; else r.continue(); });
    await page.goto(`${url}#title=odin&rom=0`, { waitUntil: 'load' });
    await page.waitForFunction(() => window.annex && annex.S.info && annex.S.title.name === 'odin', { timeout: 30000 });
    await page.keyboard.press('Escape');                   // the keys to the page's controls
    await page.focus('#title');
    await page.keyboard.press('ArrowDown');
    await page.evaluate(() => { location.hash = '#title=ricochet&rom=1'; });
    const t0 = Date.now();
    while (!held && Date.now() - t0 < 30000) await new Promise((r) => setTimeout(r, 50));
    await page.select('#title', 'capture');
    await new Promise((r) => setTimeout(r, 300));
    if (held) await held.continue();
    const game = () => page.evaluate(() => JSON.stringify({
      title: annex.S.title && annex.S.title.name, running: annex.module.UTF8ToString(annex.module._aw_name()),
      menu: document.getElementById('title').value, hash: location.hash, frame: annex.frame(),
      loading: document.getElementById('loading').hidden ? '' : document.getElementById('loading').textContent }));
    const ran = await page.waitForFunction(() => annex.S.title.name === 'capture' && annex.S.info &&
      annex.module.UTF8ToString(annex.module._aw_name()) === 'capture' && annex.frame() > 5,
      { timeout: 20000 }).then(() => true, () => false);
    await new Promise((r) => setTimeout(r, 500));          // Ricochet's ROM open, if it still came late
    const now = JSON.parse(await game());
    if (held && ran && now.title === 'capture' && now.running === 'capture' && now.menu === 'capture' &&
        /^#title=capture&rom=1$/.test(now.hash) && !now.loading) ok(`two picks in a row end on the last: Capture runs (${JSON.stringify(now)})`);
    else fail(`two picks in a row: Ricochet's ROM ${held ? 'held' : 'never asked'}, then Capture picked; the page: ${JSON.stringify(now)}`);
  } finally {
    await page.close();
  }
}

const browser = await launch();
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  page.on('dialog', (d) => d.accept());     // "ends the game in progress. Go on?" (tests/web/safety.mjs asks them)
  await page.setViewport({ width: 1280, height: 900 });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && !document.getElementById('gallery').hidden, { timeout: 30000 });
  ok(`page loaded, its gallery shown in ${Date.now() - t0} ms`);
  await galleryOpen(page);
  await loadingLine(browser, url);
  await quickPicks(browser, url);
  await focusKeys(page);
  await links(page);
  await fileUrl(page, jobs.webDir);
  await tapCounts(page);
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
