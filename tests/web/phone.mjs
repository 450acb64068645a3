// phone.mjs — annex on a phone-sized page (docs/web.md, "Phones"), in
// Chromium with a touch screen (puppeteer-core over the DevTools protocol,
// run by tests/check_web.sh):
//   node tests/web/phone.mjs URL JOBS.json
// (a) at 390x844 upright and 844x390 on its side, for every title: the page
//     is no wider than the screen, the game's screen is whole in view and
//     fills the width (upright) or most of the height (on its side), and
//     every control the title needs (its keypads, or its keyboard and
//     stick, and GAME START) is in view without scrolling;
// (b) every title played by touch alone: a movie of a whole game (JOBS touch) is
//     replayed frame-exact by touching the page's on-screen controls (keys
//     tapped, stick and FIRE held, keypad keys held), upright and on its side, on the ROM
//     engine; the game's trace equals annex --headless's for that movie.
//     A movie event with no on-screen control to make it fails. One title
//     is also played whole at 360x640 and 667x375 (a small phone, its
//     keyboard in two pages: the test turns to a key's page as a player does).
// The CPU goes to the touches themselves (Chromium hit-tests each, makes
// its gestures and draws the control it changed: about 8 ms a touch), so
// everything around them is one page round trip per movie event (inPage):
// no look-up per control, no poller, a fresh page without about:blank.
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import { launch } from './chromium.mjs';

const [url, jobsFile] = process.argv.slice(2);
const jobs = JSON.parse(fs.readFileSync(jobsFile, 'utf8'));
let failures = 0;
const ok = (msg) => console.log(`ok   web (phone): ${msg}`);
const fail = (msg) => { console.log(`FAIL web (phone): ${msg}`); failures++; };

const PORTRAIT = { width: 390, height: 844, isMobile: true, hasTouch: true };
const LANDSCAPE = { width: 844, height: 390, isMobile: true, hasTouch: true, isLandscape: true };
// A small phone upright and on its side: one title (PLAYED, stick and a
// keyboard in two pages there) played whole at each.
const SMALL = [{ width: 360, height: 640, isMobile: true, hasTouch: true },
               { width: 667, height: 375, isMobile: true, hasTouch: true, isLandscape: true }];
const PLAYED = 'ricochet';

// A fresh page for each title: a query of its own makes the address more
// than a new #fragment (which the page would follow in place) without a
// trip through about:blank (that cost 0.5 s of CPU a load more).
let loads = 0;
async function openTitle(page, title, rom, look = '') {
  await page.goto(`${url}?load=${++loads}#title=${title}&rom=${rom ? 1 : 0}${look ? '&look=' + look : ''}`, { waitUntil: 'load' });
  await page.waitForFunction((t, r) => window.annex && annex.S.title && annex.S.title.name === t &&
    annex.S.info && annex.S.info.native === (r ? 0 : 1) && annex.frame() > 2, { timeout: 30000 }, title, rom);
}

// (a) What is in view.
async function layout(page, title, view, name) {
  await page.setViewport(view);
  await openTitle(page, title, false);
  const r = await page.evaluate(() => {
    const box = (el) => { const b = el.getBoundingClientRect(); return { x: b.x, y: b.y, r: b.right, b: b.bottom, w: b.width, h: b.height }; };
    const shown = (el) => el && el.offsetParent !== null;
    const need = ['#pad1', '#pad2', '#keyboard', '#sticks', '#buttons button:first-child']
      .map((s) => [s, document.querySelector(s)]).filter(([, el]) => shown(el));
    return { sw: document.scrollingElement.scrollWidth, sh: document.scrollingElement.scrollHeight,
             screen: box(document.getElementById('screen')), need: need.map(([s, el]) => [s, box(el)]),
             W: innerWidth, H: innerHeight };
  });
  const inView = (b) => b.x >= -0.5 && b.y >= -0.5 && b.r <= r.W + 0.5 && b.b <= r.H + 0.5;
  const bad = [];
  if (r.sw > r.W) bad.push(`the page is ${r.sw} px wide`);
  if (r.sh > r.H) bad.push(`the page is ${r.sh} px tall (scrolls)`);
  if (!inView(r.screen)) bad.push(`the screen is not whole in view (${JSON.stringify(r.screen)})`);
  const fill = name === 'upright' ? r.screen.w / r.W : r.screen.h / r.H;
  if (fill < (name === 'upright' ? 0.9 : 0.5)) bad.push(`the screen fills only ${Math.round(fill * 100)}% of the ${name === 'upright' ? 'width' : 'height'}`);
  for (const [s, b] of r.need) if (!inView(b)) bad.push(`${s} is out of view (${JSON.stringify(b)})`);
  const needs = r.need.map(([s]) => s.replace(/^#/, '').split(' ')[0]).join(', ');
  if (bad.length) fail(`${title} ${name} ${r.W}x${r.H}: ${bad.join('; ')}`);
  else ok(`${title} ${name} ${r.W}x${r.H}: screen ${Math.round(r.screen.w)}x${Math.round(r.screen.h)} and ${needs} in view, no scrolling`);
}

// The gallery upright: no wider than the screen, a tap on a card starts
// its title.
async function galleryPhone(page) {
  await page.setViewport(PORTRAIT);
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.annex && !document.getElementById('gallery').hidden, { timeout: 30000 });
  const [sw, n, name] = await page.evaluate(() => [document.scrollingElement.scrollWidth,
    document.querySelectorAll('.card').length, document.querySelector('.card').dataset.title]);
  await page.tap(`.card[data-title="${name}"]`);
  const started = await page.waitForFunction((t) => annex.S.info && annex.S.title.name === t && annex.frame() > 2,
    { timeout: 20000 }, name).then(() => true, () => false);
  if (sw <= PORTRAIT.width && n > 0 && started) ok(`gallery upright: ${n} cards, no wider than the screen, a tap starts ${name}`);
  else fail(`gallery upright: ${sw} px wide, ${n} cards, a tap on ${name} ${started ? 'started it' : 'did not start it'}`);
}

// ---- (b) a movie played by touch ----

function parseMovie(text) {
  const events = [];
  let end = 0;
  for (const line of text.split('\n')) {
    const m = /^(\d+) (.*)$/.exec(line);
    if (m) events.push({ frame: Number(m[1]), fields: m[2].trim().split(/\s+/).map((f) => f.split('=')) });
    const e = /^end (\d+)/.exec(line);
    if (e) end = Number(e[1]);
  }
  return { events, end };
}

// Fingers on the page: touch points by id, sent whole at every change
// (Input.dispatchTouchEvent: the points now down).
class Fingers {
  constructor(cdp) { this.cdp = cdp; this.down = new Map(); this.next = 1; }
  async put(key, x, y) {            // a finger (named key) down or moved
    const had = this.down.has(key);
    this.down.set(key, { x, y, id: had ? this.down.get(key).id : this.next++ });
    await this.sendAll(had ? 'touchMove' : 'touchStart');
  }
  async lift(key) {
    if (!this.down.delete(key)) return;
    await this.sendAll(this.down.size ? 'touchMove' : 'touchEnd');
  }
  async sendAll(type) {
    const touchPoints = [...this.down.values()].map((p) => ({ id: p.id, x: p.x, y: p.y }));
    await this.cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : touchPoints });
  }
  async tap(x, y) {
    await this.put('tap', x, y);
    await this.lift('tap');
  }
}

const PAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'enter'];
const BITS = ['pad1', 'pad2', 'buttons'];     // held by keys drawn on the page, a bit each

// In the page, one round trip per movie event: waits until the page holds
// `want` (what the movie holds after the last event's touches: null for
// nothing to wait for), runs the frames up to `to` (annex.step, as the
// page's frame loop runs them; null for none), and gives the centre of the
// first shown element matching each of `sels` ({ x, y, w, h }, or null).
// A touch down or up reaches the page's handlers before
// Input.dispatchTouchEvent answers; a finger that moves reaches them at the
// page's next animation frame (Chromium aligns moves to frames): so the
// wait looks at once, then at each animation frame, for at most 5 s.
// Returns { held } (the page's) when the page never held `want`.
async function inPage(want, to, sels) {
  const same = () => { const p = annex.held(); return Object.keys(want).every((k) => p[k] === want[k]); };
  for (const t0 = performance.now(); want && !same();) {
    if (performance.now() - t0 > 5000) return { held: annex.held() };
    await new Promise(requestAnimationFrame);
  }
  if (to !== null) annex.step(to);
  const at = {};
  for (const s of sels) {
    const el = [...document.querySelectorAll(s)].find((e) => e.offsetParent !== null);
    const r = el && el.getBoundingClientRect();
    at[s] = r ? { x: r.x + r.width / 2, y: r.y + r.height / 2, w: r.width, h: r.height } : null;
  }
  return { at };
}

// Replays `movie` by touch on the page (paused, stepped frame by frame).
async function touchPlay(page, cdp, run, how) {
  const what = `${run.title} (${run.game}, ${how})`;
  const text = fs.readFileSync(run.movie, 'utf8');
  await openTitle(page, run.title, true, (/^machine (\S+)$/m.exec(text) || [])[1]);
  // Paused at power-on with blank save RAM: Record restarts the title so
  // (as a movie starts); the page stays paused.
  await page.evaluate(() => {
    annex.S.paused = true;
    for (const k of Object.keys(localStorage)) if (k.startsWith('annex.sram.')) localStorage.removeItem(k);
  });
  await page.evaluate(() => annex.restart());
  const { events, end } = parseMovie(text);
  const f = new Fingers(cdp);
  const held = { joy1: 0, joy2: 0, pad1: 0, pad2: 0, buttons: 0 };
  let port = 0;
  let at = {};                  // the centres of this event's controls
  let checked = null;           // the frame whose touches the next round trip checks
  // Waits for the last event's touches, steps to `to`, looks up `sels`.
  async function advance(to, sels) {
    const r = await page.evaluate(inPage, checked === null ? null : held, to, sels);
    if (r.held) throw new Error(`frame ${checked}: the movie holds ${JSON.stringify(held)}, the page ${JSON.stringify(r.held)}`);
    at = r.at;
  }
  const look = (sels) => advance(null, sels);
  const keySel = (v) => `#keyboard button[data-type="${v}"]`;
  const bitSel = (k, i) => (k === 'buttons' ? `#buttons button:nth-child(${i + 1})`
    : `#${k} button[data-key="${k}.${PAD_KEYS[i]}"]`);
  // The controls an event touches (before it: `held` and `port` as they are).
  function controls(fields) {
    const sels = [];
    for (const [k, v] of fields) {
      if (k === 'key') sels.push(keySel(v), '#keyboard .page-key');
      else if (k === 'joy1' || k === 'joy2') sels.push('#stick-port', '#stick', '#fire');
      else if (BITS.includes(k)) {
        const d = held[k] ^ parseInt(v || '0', 16);
        for (let i = 0; i < 12; i++) if (d & (1 << i)) sels.push(bitSel(k, i));
      }
    }
    return sels;
  }

  async function setJoy(j, v) {
    if (v && port !== j) {
      if (held['joy' + (port + 1)]) throw new Error(`joystick ${j + 1} and ${port + 1} held at once`);
      const sw = at['#stick-port'];
      await f.tap(sw.x, sw.y);
      port = j;
      await look(['#stick', '#fire']);
    }
    const stick = at['#stick'], fire = at['#fire'];
    if (!stick || !fire) throw new Error('no stick on the page');
    const dir = v & 15;
    if (dir) {
      const dx = (dir & 8 ? 1 : 0) - (dir & 4 ? 1 : 0), dy = (dir & 2 ? 1 : 0) - (dir & 1 ? 1 : 0);
      await f.put('stick', stick.x + dx * stick.w * 0.35, stick.y + dy * stick.h * 0.35);
    } else await f.lift('stick');
    if (v & 16) await f.put('fire', fire.x, fire.y);
    else await f.lift('fire');
    if (v & ~31) throw new Error(`joystick side buttons (${v.toString(16)}) have no touch control`);
  }
  async function setBits(field, v) {
    const old = held[field];
    for (let i = 0; i < 12; i++) {
      const bit = 1 << i;
      if ((old ^ v) & bit) {
        const s = bitSel(field, i), c = at[s];
        if (!c) throw new Error(`${field} bit ${i}: no ${s} in view`);
        if (v & bit) await f.put(s, c.x, c.y);
        else await f.lift(s);
      }
    }
  }

  let trace;
  try {
    for (const ev of events) {
      await advance(ev.frame - 1, controls(ev.fields));
      for (const [k, v] of ev.fields) {
        if (k === 'key') {
          let c = at[keySel(v)];
          const other = !c && at['#keyboard .page-key'];
          if (other) {                 // on the keyboard's other page: turn to it
            await f.tap(other.x, other.y);
            await look([keySel(v)]);
            c = at[keySel(v)];
          }
          if (!c) throw new Error(`frame ${ev.frame}: key ${v} has no on-screen key`);
          await f.tap(c.x, c.y);
        } else if (k === 'joy1' || k === 'joy2') {
          const n = parseInt(v || '0', 16);
          await setJoy(k === 'joy1' ? 0 : 1, n);
          held[k] = n;
        } else if (BITS.includes(k)) {
          const n = parseInt(v || '0', 16);
          await setBits(k, n);
          held[k] = n;
        } else throw new Error(`frame ${ev.frame}: ${k}=${v} has no touch control`);
      }
      checked = ev.frame;
    }
    const stop = end || (checked ?? 0) + 3600;      // as annex --headless stops (emu/headless.c)
    await advance(stop, []);
    trace = await page.evaluate((s) => annex.S.trace.filter(([fr]) => fr < s).map(([, l]) => l).join(''), stop);
  } catch (e) {
    fail(`${what}: ${e.message}`);
    return;
  }
  const want = fs.readFileSync(run.trace, 'utf8');
  if (trace === want) ok(`${what}: played by touch alone, trace equals annex --headless (${want.split('\n').length - 1} lines, ${events.length} touch events)`);
  else {
    const a = trace.split('\n'), b = want.split('\n');
    const i = b.findIndex((l, k) => l !== a[k]);
    fail(`${what}: by touch the trace differs at line ${i + 1}: page '${a[i]}', annex '${b[i]}'`);
  }
}

const browser = await launch({ protocolTimeout: 300000 });
try {
  const page = await browser.newPage();
  page.on('pageerror', (e) => fail(`page error: ${e.message}`));
  page.on('dialog', (d) => d.accept());     // "ends the game in progress. Go on?" (tests/web/safety.mjs asks them)
  const titles = jobs.touch.map((r) => r.title);
  await galleryPhone(page);
  for (const t of titles) await layout(page, t, PORTRAIT, 'upright');
  for (const t of titles) await layout(page, t, LANDSCAPE, 'on its side');
  await page.setViewport(PORTRAIT);
  const cdp = await page.target().createCDPSession();
  for (const r of jobs.touch) await touchPlay(page, cdp, r, 'upright');
  await page.setViewport(LANDSCAPE);
  for (const r of jobs.touch) await touchPlay(page, cdp, r, 'on its side');
  for (const v of SMALL) {
    await page.setViewport(v);
    for (const r of jobs.touch.filter((x) => x.title === PLAYED)) await touchPlay(page, cdp, r, `${v.width}x${v.height}`);
  }
} catch (e) {
  fail(String(e.stack || e));
} finally {
  await browser.close();
}
process.exit(failures ? 1 : 0);
