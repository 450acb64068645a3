import { launch } from './chromium.mjs';
const [url] = process.argv.slice(2);
const b = await launch();
for (const [w, h, m] of [[1280, 900, false], [390, 844, true], [1920,1080,false]]) {
  const p = await b.newPage();
  await p.setViewport({ width: w, height: h, isMobile: m, hasTouch: m });
  await p.goto(url, { waitUntil: 'load' });
  await p.waitForFunction(() => window.annex && [...document.images].every((i) => i.complete), { timeout: 30000 });
  await new Promise((r) => setTimeout(r, 300));
  console.log(w, JSON.stringify(await p.evaluate(() => [...document.querySelectorAll('.card .pic')].map((b) => { const i = b.firstChild; return [b.parentNode.dataset.title, b.clientWidth, b.clientHeight, i.naturalWidth, i.naturalHeight, i.style.width, i.style.left, i.style.top, b.content && [b.content.x, b.content.y, b.content.w, b.content.h]]; }))));
  await p.screenshot({ path: `/tmp/webt/gal-${w}.png`, fullPage: true });
  await p.close();
}
await b.close();
