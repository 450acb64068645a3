// layout.mjs — the page on every screen (docs/web.md, "Layout"), in
// Chromium's device emulation (puppeteer-core, run by tests/check_web.sh):
//   node tests/web/layout.mjs URL JOBS.json
// For each window of the matrix below, with a touch screen and with a mouse,
// one page load (a fresh document at that size), every title of the gallery opened in turn (by its
// address), and from the bounding boxes of the controls and the screen:
// everything in view with nothing to scroll; no two controls overlap, nor
// a control the screen; on a touch screen every control at least 44x44 CSS
// px; every label inside its button; the screen as large as fits: it
// cannot grow by a step (a quarter of its size at 1x) without leaving the
// window or covering a control, and no empty band is left at the bottom
// of the page (the space goes to the controls; what neither can use is
// shared above and below). Then the gallery at that size: every card's
// picture (its content, the empty border left out) in its look's pixel
// aspect (meta.json's looks, front/render.c), at a whole scale of at
// least 1x, whole where the window is 360 px wide or more; where a card
// cannot hold it at 1x it is cut as the desktop's (front/gallery.c
// gal_place): at the right, and evenly at the top and bottom.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import { launch } from './chromium.mjs';

const [url, jobsFile] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
let failures = 0;
const ok = (msg) => console.log(`ok   web (layout): ${msg}`);
const fail = (msg) => { console.log(`FAIL web (layout): ${msg}`); failures++; };

const SIZES = ['320x480', '360x640', '375x667', '390x844', '414x896', '640x360', '667x375', '844x390', '896x414',
               '768x1024', '1024x768', '1024x700', '1280x800', '1920x1080'];
const STEP = 0.25;                   // a step of the screen's scale
const TARGET = 44;                   // a finger's target (CSS px)

// What the page shows, measured in the page: the problems found.
function check(touch, step, target) {
  const W = innerWidth, H = innerHeight, bad = [];
  const box = (el) => el.getBoundingClientRect();
  const shown = (el) => el.offsetParent !== null && box(el).width > 0 && !el.closest('#help-box, #gallery');
  const controls = [...document.querySelectorAll('button, select, #stick')].filter(shown);
  const name = (el) => el.id ? `#${el.id}` : `${el.tagName.toLowerCase()} '${el.textContent.trim().slice(0, 12)}'`;
  const canvas = document.getElementById('screen');
  const items = controls.concat([canvas]);
  const se = document.scrollingElement;
  if (se.scrollWidth > W || se.scrollHeight > H) bad.push(`the page scrolls (${se.scrollWidth}x${se.scrollHeight})`);
  const inView = (r) => r.left >= -0.5 && r.top >= -0.5 && r.right <= W + 0.5 && r.bottom <= H + 0.5;
  for (const el of items) if (!inView(box(el))) bad.push(`${name(el)} out of view`);
  const meet = (a, b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (!items[i].contains(items[j]) && !items[j].contains(items[i]) && meet(box(items[i]), box(items[j])))
        bad.push(`${name(items[i])} overlaps ${name(items[j])}`);
  if (touch) for (const el of controls) {
    const r = box(el);
    if (r.width < target - 0.5 || r.height < target - 0.5) bad.push(`${name(el)} is ${Math.round(r.width)}x${Math.round(r.height)}`);
  }
  for (const el of controls) {
    if (el.tagName === 'SELECT') continue;
    const r = box(el), range = document.createRange();
    range.selectNodeContents(el);
    for (const t of range.getClientRects())
      if (t.width && (t.left < r.left - 1 || t.right > r.right + 1 || t.top < r.top - 1 || t.bottom > r.bottom + 1)) {
        bad.push(`${name(el)}'s label leaves it`);
        break;
      }
  }
  // The screen one step larger, centred or from any corner: never free.
  const c = box(canvas), g = window.annex.S.info && { w: canvas.width, h: canvas.height };
  const k = c.height / g.h, dw = c.width / k * step, dh = g.h * step;
  const others = controls.map(box).concat([box(document.getElementById('bar'))]);
  for (const [fx, fy] of [[0.5, 0.5], [0, 0], [1, 0], [0, 1], [1, 1]]) {
    const r = { left: c.left - dw * fx, top: c.top - dh * fy, right: c.right + dw * (1 - fx), bottom: c.bottom + dh * (1 - fy) };
    if (inView(r) && !others.some((o) => meet(r, o))) {
      bad.push(`the screen (${Math.round(c.width)}x${Math.round(c.height)}, ${k.toFixed(2)}x) has room for one step more`);
      break;
    }
  }
  // Space the screen cannot use (its aspect) is shared out, never all left
  // at the bottom of the page.
  const bar = box(document.getElementById('bar')).bottom;
  const below = items.filter((el) => !el.closest('#bar')).map(box);
  const top = Math.min(...below.map((r) => r.top)) - bar, bottom = H - Math.max(...below.map((r) => r.bottom));
  if (bottom > Math.max(24, H * 0.06) && bottom > top + 24) bad.push(`${Math.round(bottom)} px empty at the bottom (${Math.round(top)} at the top)`);
  return { bad, scale: k, n: controls.length };
}

// The gallery's pictures, measured in the page: the problems found.
function pictures(whole) {
  const bad = [];
  for (const box of document.querySelectorAll('.card .pic')) {
    const img = box.firstChild, c = box.content, t = box.parentNode.dataset.title;
    if (!c) { bad.push(`${t}: no picture`); continue; }
    const b = box.getBoundingClientRect(), i = img.getBoundingClientRect();
    const kx = i.width / img.naturalWidth, ky = i.height / img.naturalHeight, k = Math.min(kx, ky);
    // The look's pixel aspect (meta.json, front/render.c render_aspect), as the desktop's gallery.
    const a = box.look.aspect, den = img.naturalWidth - 16 > 320 ? a[2] : a[1];
    if (Math.abs(kx / ky - a[0] / den) > 0.01) bad.push(`${t}: pixels ${kx.toFixed(2)}x${ky.toFixed(2)}, not its look's aspect ${a[0]}:${den}`);
    const x0 = i.left + c.x * kx, y0 = i.top + c.y * ky, x1 = x0 + c.w * kx, y1 = y0 + c.h * ky;
    const cut = { left: b.left - x0, right: x1 - b.right, top: b.top - y0, bottom: y1 - b.bottom };
    const cuts = Object.entries(cut).filter(([, v]) => v > 0.5).map(([s, v]) => `${s} ${Math.round(v)}`);
    if (k < 1 || Math.abs(k - Math.round(k)) > 0.01) bad.push(`${t}: drawn at ${k.toFixed(2)}x`);
    if (whole && cuts.length) bad.push(`${t}: ${c.w}x${c.h} in a ${Math.round(b.width)}x${Math.round(b.height)} box, cut ${cuts.join(', ')}`);
    if (cut.left > 0.5 || Math.abs(Math.max(cut.top, 0) - Math.max(cut.bottom, 0)) > 1)
      bad.push(`${t}: cut unlike the desktop's (${cuts.join(', ')})`);
  }
  return bad;
}

const browser = await launch({ protocolTimeout: 300000 });
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  const titles = JSON.parse(fs.readFileSync(`${jobs.webDir}/meta.json`, 'utf8')).titles.filter((t) => !t.hidden).map((t) => t.name);
  for (const touch of [true, false]) {
    for (const size of SIZES) {
      const [width, height] = size.split('x').map(Number);
      await page.setViewport({ width, height, isMobile: touch, hasTouch: touch, isLandscape: width > height });
      // A first load at this size: a new document (a reload, in the same
      // renderer process: a navigation away and back costs two new ones),
      // at the top of the page as a new visit.
      if (page.url().startsWith(url)) {
        // (the page up first: a touch screen's change reloads it, and its
        // start writes the address)
        await page.waitForFunction(() => window.annex, { timeout: 30000 });
        await page.evaluate((h) => { history.scrollRestoration = 'manual'; history.replaceState(null, '', h); }, `#title=${titles[0]}&rom=0`);
        await page.reload({ waitUntil: 'load' });
      } else await page.goto(`${url}#title=${titles[0]}&rom=0`, { waitUntil: 'load' });
      const scales = [];
      for (const t of titles) {
        await page.evaluate((h) => { location.hash = h; }, `#title=${t}&rom=0`);
        await page.waitForFunction((n) => window.annex && annex.S.title && annex.S.title.name === n && annex.S.info && annex.frame() > 2,
          { timeout: 30000 }, t);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        const r = await page.evaluate(check, touch, STEP, TARGET);
        const what = `${size} ${touch ? 'touch' : 'mouse'} ${t}`;
        if (r.bad.length) fail(`${what}: ${r.bad.slice(0, 6).join('; ')}${r.bad.length > 6 ? ` (+${r.bad.length - 6})` : ''}`);
        scales.push(`${t} ${r.scale.toFixed(2)}x`);
      }
      await page.evaluate(() => document.getElementById('titles').click());
      await page.waitForFunction(() => [...document.querySelectorAll('.card .pic')].every((b) => b.content), { timeout: 20000 }).catch(() => {});
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const pics = await page.evaluate(pictures, width >= 360);
      if (pics.length) fail(`${size} ${touch ? 'touch' : 'mouse'} gallery: ${pics.join('; ')}`);
      const gal = width >= 360 ? 'whole at a whole scale' : 'at 1x, cut as the desktop\'s';
      ok(`${size} ${touch ? 'touch' : 'mouse'}: checked; screens ${scales.join(', ')}${pics.length ? '' : `; the gallery's pictures ${gal}`}`);
    }
  }
} catch (e) {
  fail(String(e.stack || e));
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
