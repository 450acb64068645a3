// a11y.mjs — the page for keyboard-only and assistive use (docs/web.md,
// "Accessibility"), in Chromium (puppeteer-core, run by tests/check_web.sh):
//   node tests/web/a11y.mjs URL JOBS.json
// axe-core (npm, tests/web/package.json) on the gallery and on each
// title's page: no violation at all (WCAG 2.x A and AA rules and axe's
// best practices); then for the keyboard: Load, Play and Open ROM are
// buttons (in the tab order), the focused card is drawn unlike the
// last-played one, and ArrowDown on the focused title menu does not start
// another title. First, keyboard-only use during a game (keyboardOnly):
// Esc to the page's controls and back, every control reached and worked.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRequire } from 'module';
import { launch } from './chromium.mjs';

const require = createRequire(import.meta.url);
const AXE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const [url, jobsFile] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
let failures = 0;
const ok = (msg) => console.log(`ok   web (a11y): ${msg}`);
const fail = (msg) => { console.log(`FAIL web (a11y): ${msg}`); failures++; };

async function axe(page, what) {
  if (!await page.evaluate(() => !!window.axe)) await page.evaluate(AXE);   // once a document (a title opened by its address keeps it)
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  if (r.violations.length) {
    fail(`${what}: ${r.violations.map((v) => `${v.id} (${v.nodes.length}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`);
  } else ok(`${what}: axe-core finds no violation`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Keyboard-only use while a game runs, with real key events: the game has
// the keys (Tab is warp); Esc goes to the page's controls (Titles, with a
// visible focus) and the game waits; Tab reaches every control of the
// header and then the screen; each control is operated from the keyboard
// (Pause, Reset, Save, Load, Play, Open ROM, the title menu, Titles) and
// the keys then go back to the game.
async function keyboardOnly(browser) {
  const page = await browser.newPage();
  const bad = [];
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  page.on('dialog', (d) => d.accept());
  await page.evaluateOnNewDocument(() => {           // downloads counted, not made
    window.downloads = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function () { if (this.download) window.downloads.push(this.download); else click.call(this); };
  });
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(`${url}#title=odin&rom=1`, { waitUntil: 'load' });
  const frame = () => page.evaluate(() => annex.frame());
  const focused = () => page.evaluate(() => document.activeElement.id);
  const runs = async (what) => {
    const f = await frame();
    if (!(await page.waitForFunction((fr) => annex.frame() > fr + 2, { timeout: 5000 }, f).then(() => true, () => false)))
      bad.push(`${what}: the game does not run`);
  };
  // From the game, Esc and then Tab until `id` has the focus.
  const reach = async (id) => {
    await page.keyboard.press('Escape');
    for (let i = 0; i < 40 && await focused() !== id; i++) await page.keyboard.press('Tab');
    if (await focused() !== id) throw new Error(`Tab never reached #${id}`);
  };
  const chooser = async (id, file) => {
    await reach(id);
    const fc = page.waitForFileChooser({ timeout: 5000 });
    await sleep(200);                                    // its interception on before the key (else a real dialog)
    await page.keyboard.press('Enter');
    await (await fc).accept([file]);
  };
  await page.waitForFunction(() => window.annex && annex.S.info && annex.frame() > 5, { timeout: 60000 });
  await page.keyboard.type('k');                         // a game in progress
  await page.keyboard.down('Tab');                       // the game's warp, not the focus
  const [warp, tabFocus] = await page.evaluate(() => [annex.S.warp, document.activeElement.closest('#bar') !== null]);
  await page.keyboard.up('Tab');
  if (!warp || tabFocus) bad.push(`Tab in the game: warp ${warp}, the focus ${tabFocus ? 'moved to a control' : 'stayed'}`);
  await page.keyboard.press('Escape');
  const [first, visible, st] = await page.evaluate(() => [document.activeElement.id, document.activeElement.matches(':focus-visible'),
    document.getElementById('status').textContent]);
  if (first !== 'titles' || !visible || !/KEYS ON THE PAGE/.test(st)) bad.push(`Esc in the game: the focus on '${first}' (${visible ? '' : 'not '}visible), the status '${st}'`);
  const f0 = await frame();
  await sleep(400);
  if (await frame() !== f0) bad.push('the game ran on with the keys on the page');
  await page.keyboard.press('F9');                       // the page's own commands act there too
  const [pausedThere, still] = await page.evaluate(() => [annex.S.paused, document.activeElement.id]);
  await page.keyboard.press('F5');                       // OPTION's key: neither the game's nor a reload
  await page.keyboard.press('F9');
  const [resumed, same] = await page.evaluate(() => [!annex.S.paused, window.annex && annex.frame() >= 5]);
  if (!pausedThere || still !== 'titles' || !resumed || !same) bad.push(`F9 and F5 on the page: paused ${pausedThere}, the focus on '${still}', resumed ${resumed}, ${same ? 'the game kept' : 'the page reloaded'}`);
  const seen = [];
  for (let i = 0; i < 40; i++) {
    const [id, vis] = await page.evaluate(() => [document.activeElement.id, document.activeElement.matches(':focus-visible')]);
    if (!vis) bad.push(`#${id} has the focus without showing it`);
    seen.push(id);
    if (id === 'screen') break;
    await page.keyboard.press('Tab');
  }
  const want = ['titles', 'title', 'rom', 'look', 'pause', 'reset', 'full', 'shot', 'help', 'save-state', 'state-load', 'record',
                'movie-play', 'trace', 'rom-open', 'screen'];
  const missed = want.filter((id) => !seen.includes(id));
  if (missed.length) bad.push(`Tab from Titles never reached ${missed.join(', ')} (went ${seen.join(' ')})`);
  await runs('Tab on to the screen');
  await reach('pause');
  await page.keyboard.press('Enter');
  const [paused, back] = await page.evaluate(() => [annex.S.paused, document.activeElement.id]);
  if (!paused || back !== 'screen') bad.push(`Enter on Pause: paused ${paused}, the focus on '${back}'`);
  await page.keyboard.press('F9');                       // the game's keys again: resumes
  await runs('F9 after Pause');
  await page.keyboard.type('ing');
  const f1 = await frame();
  await reach('reset');
  await page.keyboard.press('Enter');
  if (await frame() >= f1) bad.push('Enter on Reset did not reset');
  await runs('after Reset');
  await reach('save-state');
  await page.keyboard.press('Enter');
  const [state, saved] = await page.evaluate(() => [[...annex.module.FS.readFile('/state')], window.downloads.join(' ')]);
  if (!/annex-odin-\d+\.state/.test(saved)) bad.push(`Enter on Save downloaded '${saved}'`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annex-a11y-'));
  fs.writeFileSync(path.join(dir, 'k.state'), Buffer.from(state));
  await chooser('state-load', path.join(dir, 'k.state'));
  await page.waitForFunction(() => /state loaded/.test(document.getElementById('status').textContent), { timeout: 5000 })
    .catch(() => bad.push('Load by keyboard: no "state loaded"'));
  await chooser('movie-play', path.resolve('tests/movies/odin-draw.mov'));
  await page.waitForFunction(() => annex.module._aw_movie_stop() > 0, { timeout: 5000 }).catch(() => bad.push('Play by keyboard played no movie'));
  await chooser('rom-open', path.join(jobs.webDir, 'rom', 'capture.rom'));
  await page.waitForFunction(() => annex.S.title === null && annex.S.info && /CAPTURE/.test(annex.S.info.name) && annex.frame() > 3, { timeout: 10000 })
    .catch(() => bad.push('Open ROM by keyboard did not run capture.rom'));
  await reach('title');
  await page.keyboard.press('ArrowDown');                // moves the menu's choice only
  await sleep(300);
  if (await page.evaluate(() => annex.S.title !== null)) bad.push('ArrowDown on the title menu started a title');
  await page.keyboard.press('Escape');                   // the choice dropped: the menu shows the game's
  const menu = await page.evaluate(() => document.getElementById('title').value);
  if (menu !== '') bad.push(`Esc after ArrowDown left the menu on '${menu}'`);
  await reach('title');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');                    // taken: that title runs
  await page.waitForFunction(() => annex.S.title && annex.S.title.name === 'capture' && annex.frame() > 3, { timeout: 10000 })
    .catch(async () => bad.push(`Enter on the title menu ran ${await page.evaluate(() => annex.S.title && annex.S.title.name)}`));
  await reach('titles');
  await page.keyboard.press('Enter');
  const g = await page.evaluate(() => !document.getElementById('gallery').hidden);
  await page.keyboard.press('Escape');
  const g2 = await page.evaluate(() => !document.getElementById('gallery').hidden);
  if (!g || g2) bad.push(`Enter on Titles: gallery ${g ? 'shown' : 'not shown'}, Esc ${g2 ? 'did not leave it' : 'left it'}`);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');                   // the page's controls and back: the game has the keys
  const [last, lastVis] = await page.evaluate(() => [document.activeElement.id, document.activeElement.matches(':focus-visible')]);
  if (last !== 'screen' || !lastVis) bad.push(`Esc from the controls: the focus on '${last}'`);
  await runs('Esc back to the game');
  fs.rmSync(dir, { recursive: true, force: true });
  if (bad.length) fail(`keyboard during a game: ${bad.join('; ')}`);
  else ok(`keyboard during a game: Tab is warp, Esc goes to the controls (the game waits), Tab reaches all ${want.length - 1} and the screen with a visible focus; Pause, Reset, Save, Load, Play, Open ROM, the title menu (arrows choose, Enter takes) and Titles work by keyboard; Esc returns to the game`);
  await page.close();
}

const browser = await launch();
try {
  await keyboardOnly(browser);
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  page.on('dialog', (d) => d.accept());
  await page.setViewport({ width: 1280, height: 900 });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && !document.getElementById('gallery').hidden, { timeout: 30000 });
  await page.waitForFunction(() => [...document.images].every((i) => i.complete), { timeout: 20000 });
  await axe(page, 'the gallery');
  const titles = JSON.parse(fs.readFileSync(`${jobs.webDir}/meta.json`, 'utf8')).titles.filter((t) => !t.hidden).map((t) => t.name);
  for (const t of titles) {
    await page.evaluate((h) => { location.hash = h; }, `#title=${t}&rom=0`);
    await page.waitForFunction((n) => annex.S.title && annex.S.title.name === n && annex.frame() > 2 &&
      document.getElementById('gallery').hidden, { timeout: 30000 }, t);
    await axe(page, `${t}'s page`);
  }
  // The keyboard alone.
  const bad = [];
  const kinds = await page.evaluate(() => ['state-load', 'movie-play', 'rom-open'].map((id) => {
    const e = document.getElementById(id);
    return e && e.tagName === 'BUTTON' && e.tabIndex >= 0 ? '' : id;
  }).filter(Boolean));
  if (kinds.length) bad.push(`not buttons a keyboard can reach: ${kinds.join(', ')}`);
  await page.click('#titles');
  await page.keyboard.press('ArrowLeft');
  const [focused, last] = await page.evaluate(() => {
    const f = document.activeElement, l = document.querySelector('.card.last');
    const look = (e) => { const s = getComputedStyle(e); return `${s.borderColor} ${s.outlineStyle} ${s.outlineColor}`; };
    return [look(f), look(l)];
  });
  if (focused === last) bad.push(`the focused card looks like the last-played one (${focused})`);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.getElementById('gallery').hidden, { timeout: 5000 });
  const t0 = await page.evaluate(() => annex.S.title.name);
  await page.focus('#title');
  await page.keyboard.press('ArrowDown');
  await new Promise((r) => setTimeout(r, 500));
  const t1 = await page.evaluate(() => annex.S.title.name);
  if (t1 !== t0) bad.push(`ArrowDown on the focused title menu started ${t1}`);
  if (bad.length) fail(`keyboard alone: ${bad.join('; ')}`);
  else ok('keyboard alone: Load, Play and Open ROM are buttons, the focused card differs from the last played, ArrowDown on the title menu starts nothing');
} catch (e) {
  fail(String(e.stack || e));
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
