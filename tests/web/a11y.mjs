// a11y.mjs — the page for keyboard-only and assistive use (docs/web.md,
// "Accessibility"), in Chromium (puppeteer-core, run by tests/check_web.sh):
//   node tests/web/a11y.mjs URL JOBS.json
// axe-core (npm, tests/web/package.json) on the gallery and on each
// title's page: no violation at all (WCAG 2.x A and AA rules and axe's
// best practices); then for the keyboard: Load, Play and Open ROM are
// buttons (in the tab order), the focused card is drawn unlike the
// last-played one, and ArrowDown on the focused title menu does not start
// another title.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
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
  await page.evaluate(AXE);
  const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  if (r.violations.length) {
    fail(`${what}: ${r.violations.map((v) => `${v.id} (${v.nodes.length}: ${v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`);
  } else ok(`${what}: axe-core finds no violation`);
}

const browser = await launch();
try {
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
