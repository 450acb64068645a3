// safety.mjs — nothing destroys a game by accident, and the page tells the
// truth (docs/web.md, "Games are kept"), in Chromium (puppeteer-core, run
// by tests/check_web.sh):   node tests/web/safety.mjs URL JOBS.json
// Each check plays a little (typed keys: the game is then in progress) and
// does what a person would: the gallery and back (its button, the
// browser's Back, the current title's card, Enter on it); Reset, another
// title refused and accepted at the question; a title switch while
// recording downloads the recording; a recording across F7 and Reset
// plays in the page and in annex; a hidden page's game waits; blocked storage; a ROM that fails to
// come, then a retry; an empty movie; the help (the game paused, its keys
// kept from the game, on a touch screen the touch controls); JOY 1 for each
// title; the pause state after a pick; Open ROM's title and address; the
// controls that need a game disabled in a fresh gallery; links; on a slow
// link the gallery before the emulator.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { spawnSync } from 'child_process';
import { launch } from './chromium.mjs';

const [url, jobsFile] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
let failures = 0;
const ok = (msg) => console.log(`ok   web (safety): ${msg}`);
const fail = (msg) => { console.log(`FAIL web (safety): ${msg}`); failures++; };
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const frame = (page) => page.evaluate(() => annex.frame());
const text = (page, id) => page.evaluate((i) => document.getElementById(i).textContent, id);

// Each check on a page of its own: downloads counted, questions answered
// by `answer` (true: yes), the page's errors failures.
async function fresh(browser, hash, { answer = true, setup = null, view = { width: 1280, height: 900 } } = {}) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  page.asked = [];
  page.on('dialog', (d) => { page.asked.push(d.message()); (page.answer ?? answer) ? d.accept() : d.dismiss(); });
  await page.evaluateOnNewDocument(() => {
    window.downloads = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { if (this.download) window.downloads.push(this.download); else click.call(this); };
  });
  if (setup) await setup(page);
  await page.setViewport(view);
  await page.goto(`${url}${hash}`, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex, { timeout: 30000 });
  return page;
}
async function running(page, title) {
  await page.waitForFunction((t) => annex.S.info && annex.S.title && annex.S.title.name === t && annex.frame() > 5 &&
    document.getElementById('gallery').hidden, { timeout: 30000 }, title);
}
async function played(page) {                // a key typed: the game is in progress
  await page.keyboard.press('KeyA');
  await sleep(100);
}

// The gallery is a place to come back from.
async function gallery(browser) {
  const page = await fresh(browser, '#title=odin&rom=0');
  const bad = [];
  try {
    await running(page, 'odin');
    await played(page);
    const back = async (how, act) => {
      await page.click('#titles');
      await page.waitForFunction(() => !document.getElementById('gallery').hidden, { timeout: 5000 });
      const f = await frame(page);
      await act();
      const went = await page.waitForFunction((fr) => document.getElementById('gallery').hidden && annex.frame() > fr &&
        annex.S.title.name === 'odin', { timeout: 5000 }, f).then(() => true, () => false);
      const f2 = await frame(page);
      if (!went || f2 < f) bad.push(`${how}: ${went ? `the game restarted (frame ${f} -> ${f2})` : 'not back in the game'}`);
    };
    await back('the Back button', async () => {
      const b = await page.$('#back');
      if (!b || !(await b.isVisible())) throw new Error('no Back button in the gallery');
      await b.click();
    });
    await back('the browser\'s Back', () => page.goBack());
    await back('the current title\'s card', () => page.click('.card[data-title="odin"]'));
    await back('Enter on its card', () => page.keyboard.press('Enter'));
    if (page.asked.length) bad.push(`asked '${page.asked[0]}' on the way back`);
  } catch (e) { bad.push(e.message); }
  if (bad.length) fail(`gallery: ${bad.join('; ')}`);
  else ok('the gallery is a place to come back from: its Back button, the browser\'s Back, the title\'s own card and Enter on it return to the game, which goes on');
  await page.close();
}

// Reset and another title ask first while a game is in progress.
async function questions(browser) {
  const page = await fresh(browser, '#title=odin&rom=0', { answer: false });
  const bad = [];
  await running(page, 'odin');
  await page.click('#reset');                 // nothing played yet: no question
  await sleep(100);
  if (page.asked.length) bad.push(`Reset of a game not played asked '${page.asked[0]}'`);
  await played(page);
  const f = await frame(page);
  await page.click('#reset');
  await sleep(200);
  if (!page.asked.length) bad.push('Reset of a game in progress asked nothing');
  if (await frame(page) < f) bad.push('Reset refused at the question reset the game');
  await page.select('#title', 'entrap');
  await sleep(300);
  if (page.asked.length < 2) bad.push('another title in the menu asked nothing');
  const [t, menu] = await page.evaluate(() => [annex.S.title.name, document.getElementById('title').value]);
  if (t !== 'odin' || menu !== 'odin') bad.push(`another title refused at the question: the game ${t}, the menu ${menu}`);
  page.answer = true;
  await page.click('#reset');
  await page.waitForFunction((fr) => annex.frame() < fr, { timeout: 5000 }, f).catch(() => bad.push('Reset accepted did not reset'));
  if (bad.length) fail(`questions: ${bad.join('; ')}`);
  else ok('Reset and another title ask first in a game in progress (not in one not played); no keeps the game, yes resets');
  await page.close();
}

// A recording is downloaded before a title switch would lose it.
async function recording(browser) {
  const page = await fresh(browser, '#title=odin&rom=0');
  await running(page, 'odin');
  await page.click('#record');
  await page.waitForFunction(() => annex.S.recording && annex.frame() > 5, { timeout: 10000 });
  await played(page);
  await page.select('#title', 'entrap');
  await running(page, 'entrap');
  const d = await page.evaluate(() => window.downloads);
  if (d.some((n) => /^annex-odin-\d+\.mov$/.test(n))) ok(`a title switch while recording downloads the recording first (${d.join(', ')})`);
  else fail(`a title switch while recording lost it (downloads: ${d.join(', ') || 'none'})`);
  await page.close();
}

// A recording across a Reset and a state load (the ROM engine, which has
// states) is a movie both the page and the desktop's `annex` play, and
// it names the title by its registry name (`title odin`, as the desktop
// writes), not the ROM header's (`ODIN`).
async function recordAcross(browser, dir) {
  const page = await fresh(browser, '#title=odin&rom=1');
  const bad = [];
  await running(page, 'odin');
  await page.click('#record');
  await page.waitForFunction(() => annex.S.recording && annex.frame() > 5, { timeout: 10000 });
  await page.keyboard.type('king');
  await page.keyboard.press('F6');                       // a state saved while recording
  await sleep(200);
  await page.keyboard.type('ab');
  await page.keyboard.press('F7');                       // ... and loaded: refused, or kept playable
  await sleep(200);
  const said = await text(page, 'error') || await text(page, 'status');
  await page.keyboard.press('F12');                      // Reset (asked: yes)
  await sleep(200);
  await page.keyboard.type('zed');
  await page.keyboard.press('Enter');
  await sleep(500);
  await page.click('#record');                           // stop: /rec.mov, downloaded
  const mov = await page.evaluate(() => new TextDecoder().decode(annex.module.FS.readFile('/rec.mov')));
  const file = path.join(dir, 'across.mov');
  fs.writeFileSync(file, mov);
  if (!/^title odin$/m.test(mov)) bad.push(`the movie names its title '${(/^title (.*)$/m.exec(mov) || [])[1]}', not odin`);
  const bin = path.join(jobs.webDir, '..', 'annex');
  for (const args of [['--headless', 'odin', '--movie', file], ['--headless', '--rom', path.join(jobs.webDir, 'rom', 'odin.rom'), '--movie', file]]) {
    const r = spawnSync(bin, args, { encoding: 'utf8' });
    if (r.status !== 0) bad.push(`annex ${args.slice(1, -2).join(' ')} --movie refuses it: ${(r.stderr || '').trim()}`);
  }
  await (await page.$('#movie')).uploadFile(file);
  await sleep(500);
  const [err, playing] = [await text(page, 'error'), await page.evaluate(() => annex.module._aw_movie_stop() > 0)];
  if (err || !playing) bad.push(`the page refuses it: '${err}'`);
  if (bad.length) fail(`recording across Reset and a state load: ${bad.join('; ')} (F7 said '${said}')`);
  else ok(`a recording across a state load ('${said}') and a Reset is a movie of 'title odin' that annex (native and ROM) and the page play`);
  await page.close();
}

// A hidden page (another tab in front): the game waits and its sound is
// suspended; shown again it goes on as it was, and a game that was paused
// stays paused.
async function hiddenTab(browser) {
  const page = await fresh(browser, '#title=odin&rom=0');
  const bad = [];
  await running(page, 'odin');
  await page.mouse.click(5, 300);                       // the sound started, as a player's first click
  await played(page);
  const state = () => page.evaluate(() => [document.visibilityState, annex.frame(), annex.S.paused,
    annex.sound.ctx ? annex.sound.ctx.state : 'none']);
  const away = async (what) => {
    const other = await browser.newPage();              // in front: the page is hidden
    const [vis, f] = await state();
    await sleep(1000);
    const [, f2, , audio] = await state();
    if (vis !== 'hidden') bad.push(`${what}: the page behind another is ${vis}`);
    if (f2 !== f) bad.push(`${what}: the game ran while hidden (frame ${f} -> ${f2})`);
    if (audio === 'running') bad.push(`${what}: the sound device runs while hidden`);
    await other.close();                                // shown again
    await page.bringToFront();
    return f2;
  };
  const f = await away('running');
  const went = await page.waitForFunction((fr) => document.visibilityState === 'visible' && annex.frame() > fr + 2, { timeout: 5000 }, f)
    .then(() => true, () => false);
  if (!went || await page.evaluate(() => annex.S.paused)) bad.push('shown again, the game did not go on');
  await page.keyboard.press('F9');                      // paused by the player
  const p = await away('paused');
  await sleep(500);
  const [, p2, paused] = await state();
  if (!paused || p2 !== p) bad.push(`a paused game shown again: paused ${paused}, frame ${p} -> ${p2}`);
  if (bad.length) fail(`hidden page: ${bad.join('; ')}`);
  else ok('a hidden page: the game waits with its sound suspended, goes on when shown again, and a paused game stays paused');
  await page.close();
}

// Storage that throws: the game plays, one line says nothing is remembered.
async function storage(browser) {
  const page = await fresh(browser, '#title=odin&rom=0', { setup: (p) => p.evaluateOnNewDocument(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('The operation is insecure.', 'SecurityError'); } });
  }) });
  const ran = await page.waitForFunction(() => annex.S.info && annex.frame() > 5, { timeout: 20000 }).then(() => true, () => false);
  const [status, err] = [await text(page, 'status'), await text(page, 'error')];
  if (ran && /not remembered/.test(status) && !err) ok(`storage refused: the game plays, the page says '${status}'`);
  else fail(`storage refused: game ${ran ? 'runs' : 'does not run'}, status '${status}', error '${err}'`);
  await page.close();
}

// A ROM that fails to come: said, with a retry that works.
async function retry(browser) {
  let refuse = true;
  const page = await fresh(browser, '', { setup: async (p) => {
    await p.setRequestInterception(true);
    p.on('request', (r) => (/\/rom\/odin\.rom$/.test(r.url()) && refuse ? r.abort() : r.continue()));
  } });
  await page.evaluate(() => { location.hash = '#title=odin&rom=1'; });
  const said = await page.waitForFunction(() => document.querySelector('#error button'), { timeout: 10000 }).then(() => true, () => false);
  const err = await text(page, 'error');
  refuse = false;
  if (said) await page.click('#error button');
  const ran = said && await page.waitForFunction(() => annex.S.info && annex.S.info.native === 0 && annex.frame() > 5, { timeout: 20000 })
    .then(() => true, () => false);
  if (said && ran && /odin\.rom/.test(err)) ok(`a ROM that does not come: '${err}', and Retry runs it`);
  else fail(`a ROM that does not come: error '${err}', retry ${said ? 'offered' : 'not offered'}, ${ran ? 'ran' : 'did not run'}`);
  await page.close();
}

// An empty movie is refused; the game goes on.
async function emptyMovie(browser, dir) {
  const page = await fresh(browser, '#title=odin&rom=0');
  await running(page, 'odin');
  const f = await frame(page);
  const empty = path.join(dir, 'empty.mov');
  fs.writeFileSync(empty, '');
  await (await page.$('#movie')).uploadFile(empty);
  await sleep(500);
  const [err, f2] = [await text(page, 'error'), await frame(page)];
  if (/empty\.mov/.test(err) && f2 > f) ok(`an empty movie is refused ('${err}'), the game goes on`);
  else fail(`an empty movie: error '${err}', frame ${f} -> ${f2}`);
  await page.close();
}

// The help: the game paused and deaf while it is open; on a touch screen
// it explains the touch controls; in a fresh gallery it is not empty.
async function help(browser) {
  const bad = [];
  let page = await fresh(browser, '');
  await page.click('#help').catch(() => page.keyboard.press('F1'));
  const g = await page.evaluate(() => !document.getElementById('help-box').hidden && document.getElementById('help-text').textContent);
  if (!g || !/gallery/.test(g)) bad.push(`a fresh gallery's help: '${g}'`);
  await page.close();
  page = await fresh(browser, '#title=odin&rom=0');
  await running(page, 'odin');
  await page.keyboard.press('F1');
  const f = await frame(page);
  await page.keyboard.type('zed');
  await page.keyboard.press('Enter');
  await sleep(300);
  const f2 = await frame(page);
  await page.keyboard.press('Escape');
  await sleep(300);
  const named = await page.evaluate(() => annex.S.trace.some(([, l]) => / name ZED/.test(l)));
  if (f2 !== f) bad.push(`the game ran under the help (frame ${f} -> ${f2})`);
  if (named) bad.push('keys typed in the help reached the game (name ZED)');
  if (await frame(page) <= f2 + 2 && !(await page.waitForFunction((fr) => annex.frame() > fr + 2, { timeout: 3000 }, f2).then(() => true, () => false)))
    bad.push('the game did not go on after the help');
  await page.close();
  page = await fresh(browser, '#title=ricochet&rom=0', { view: { width: 390, height: 844, isMobile: true, hasTouch: true } });
  await running(page, 'ricochet');
  await page.evaluate(() => { document.getElementById('bar').classList.add('open'); });
  await page.tap('#help');
  const h = await text(page, 'help-text');
  if (!/Stick/.test(h) || !/Keyboard/.test(h) || /\bF1\b/.test(h)) bad.push(`the help on a touch screen: '${h.slice(0, 120)}...'`);
  await page.close();
  if (bad.length) fail(`help: ${bad.join('; ')}`);
  else ok('the help pauses the game and keeps its keys, explains the touch controls on a touch screen, and explains the gallery in a fresh one');
}

// State that tells the truth: JOY 1 per title, no PAUSED after a pick,
// Open ROM's name and address, controls disabled without a game.
async function truth(browser) {
  const bad = [];
  let page = await fresh(browser, '');
  const disabled = await page.evaluate(() => ['shot', 'trace', 'reset', 'save-state'].filter((i) => !document.getElementById(i).disabled));
  if (disabled.length) bad.push(`in a fresh gallery ${disabled.join(', ')} act with no game`);
  await page.click('.card[data-title="odin"]');
  await running(page, 'odin');
  await page.click('#titles');
  await page.click('.card[data-title="entrap"]');
  await running(page, 'entrap');
  const st = await text(page, 'status');
  if (/PAUSED/.test(st)) bad.push(`after a gallery pick the page says '${st}' while the game runs`);
  await (await page.$('#rom-file')).uploadFile(path.join(jobs.webDir, 'rom', 'odin.rom'));
  await page.waitForFunction(() => annex.S.title === null && annex.S.info && annex.frame() > 5, { timeout: 20000 }).catch(() => bad.push('Open ROM did not run it'));
  const [hash, shown] = await page.evaluate(() => [location.hash, document.getElementById('title').selectedOptions[0]?.textContent || '']);
  if (/title=/.test(hash) || !/odin\.rom/.test(shown)) bad.push(`after Open ROM the address is '${hash}', the menu shows '${shown}'`);
  await page.close();
  page = await fresh(browser, '#title=vice-versa&rom=0', { view: { width: 390, height: 844, isMobile: true, hasTouch: true } });
  await running(page, 'vice-versa');
  await page.tap('#stick-port');
  const j2 = await text(page, 'stick-port');
  await page.evaluate(() => { location.hash = '#title=ricochet&rom=0'; });
  await running(page, 'ricochet');
  const j = await text(page, 'stick-port');
  if (j2 !== 'JOY 2' || j !== 'JOY 1') bad.push(`JOY: '${j2}' switched in Vice Versa, '${j}' in Ricochet after it`);
  await page.close();
  if (bad.length) fail(`state: ${bad.join('; ')}`);
  else ok('state tells the truth: controls disabled with no game, no PAUSED after a pick, Open ROM names its file and leaves the address, JOY 1 in each new title');
}

// Links and errors: a 5,000-character link neither widens the page nor
// floods it; a link without a title says it was ignored; Back from a
// title picked in the gallery goes to the gallery, not away; an error
// never names the page's own files (/state).
async function links(browser) {
  const bad = [];
  let page = await fresh(browser, `#title=${'x'.repeat(5000)}`, { view: { width: 390, height: 844, isMobile: true, hasTouch: true } });
  await page.waitForFunction(() => document.getElementById('error').textContent, { timeout: 10000 }).catch(() => {});
  const [w, err] = await page.evaluate(() => [document.scrollingElement.scrollWidth, document.getElementById('error').textContent]);
  if (w > 390 || err.length > 300 || !err) bad.push(`a 5,000-character link: the page ${w} px wide, the error ${err.length} characters`);
  await page.close();
  page = await fresh(browser, '#rom=1');
  await sleep(500);
  const e2 = await text(page, 'error');
  if (!/ignored/.test(e2)) bad.push(`#rom=1 alone: the page says '${e2}'`);
  await page.close();
  page = await fresh(browser, '');
  const start = page.url();
  await page.click('.card[data-title="odin"]');
  await running(page, 'odin');
  await page.goBack();
  const back = await page.waitForFunction(() => !document.getElementById('gallery').hidden, { timeout: 5000 }).then(() => true, () => false);
  if (!back || !page.url().startsWith(start.replace(/#.*$/, ''))) bad.push(`Back from a title picked in the gallery: ${page.url()}, gallery ${back ? 'shown' : 'not shown'}`);
  await page.click('#back');
  await running(page, 'odin');
  await page.keyboard.press('F7');              // the player's quick slot, empty: a line naming no page file
  await sleep(300);
  const e3 = await text(page, 'error') || await text(page, 'status');
  if (!/state slot 1 is empty/.test(e3) || /\/state|\/rom\/|\/picked\/|\/home\//.test(e3)) bad.push(`F7 with no state says '${e3}'`);
  await page.close();
  if (bad.length) fail(`links: ${bad.join('; ')}`);
  else ok(`links: a 5,000-character link says '${err.slice(0, 50)}…' in a page no wider; #rom=1 alone says '${e2.slice(0, 40)}…'; Back from a pick goes to the gallery; errors name no page file ('${e3}')`);
}

// A slow link (400 kbit/s, 400 ms): the gallery, its pictures drawn, is
// there before the emulator has come (most of the page's bytes), and a
// card picked then starts its title once it has.
async function slowLink(browser) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  await page.setCacheEnabled(false);       // every byte over the slow link, as a first visit
  const cdp = await page.target().createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50000, uploadThroughput: 50000 });
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const shown = await page.waitForFunction(() => !document.getElementById('gallery').hidden &&
    document.querySelectorAll('.card img').length && [...document.querySelectorAll('.card img')].every((i) => i.complete && i.naturalWidth),
  { timeout: 60000, polling: 50 }).then(() => true, () => false);
  const [early, ms] = [await page.evaluate(() => !window.annex), Date.now() - t0];
  if (shown) await page.click('.card[data-title="odin"]');
  const ran = shown && await page.waitForFunction(() => window.annex && annex.S.info && annex.S.title.name === 'odin' && annex.frame() > 2,
    { timeout: 90000 }).then(() => true, () => false);
  const all = Date.now() - t0;
  if (shown && early && ran) ok(`a slow link (400 kbit/s, 400 ms): the gallery with its pictures in ${ms} ms, before the emulator; a card picked then runs (${all} ms)`);
  else fail(`a slow link: gallery ${shown ? `shown at ${ms} ms` : 'never shown'}${early ? '' : ' only after the emulator came'}, the picked title ${ran ? 'ran' : 'did not run'}`);
  await page.close();
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annex-safety-'));
const browser = await launch({ protocolTimeout: 120000 });
try {
  for (const t of [gallery, questions, recording, recordAcross, hiddenTab, storage, retry, emptyMovie, help, truth, links, slowLink]) {
    try { await t(browser, dir); } catch (e) { fail(`${t.name}: ${e.message}`); }
  }
} finally {
  await browser.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
