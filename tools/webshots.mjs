// webshots.mjs — the README's pictures of the page (make web-screenshots):
// the gallery on a desktop, and a title played at phone size, upright and
// on its side, in Debian's Chromium (tests/web/chromium.mjs).
//   node tools/webshots.mjs URL OUTDIR
import path from 'path';
import { launch } from '../tests/web/chromium.mjs';

const [url, out] = process.argv.slice(2);
const browser = await launch();
async function shot(name, viewport, hash, ready) {
  const page = await browser.newPage();
  await page.setViewport(viewport);
  await page.goto(`${url}${hash}`, { waitUntil: 'load' });
  await page.waitForFunction(ready, { timeout: 30000 });
  await page.screenshot({ path: path.join(out, name) });
  console.log(path.join(out, name));
  await page.close();
}
try {
  await shot('web-gallery.png', { width: 1280, height: 800 }, '',
    () => [...document.querySelectorAll('#gallery .card img')].every((i) => i.complete && i.naturalWidth && i.style.width));
  const phone = { isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
  await shot('web-phone-odin.png', { width: 390, height: 844, ...phone }, '#title=odin&rom=1',
    () => window.annex && annex.frame() > 120);
  await shot('web-phone-capture-landscape.png', { width: 844, height: 390, ...phone }, '#title=capture&rom=1',
    () => window.annex && annex.frame() > 120);
} finally {
  await browser.close();
}
