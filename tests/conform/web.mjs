// web.mjs — the conformance runner's page adapter (docs/shells.md,
// Conformance): plays scripts of user actions (tests/conform/NAME.act)
// into the page in Chromium — key events into the page's own key handlers,
// mouse presses on its drawn keypads, the gallery's cards — one frame shown
// at a time, the page paused in between (its annex.step, counting the
// frames shown rather than the cartridge's latches). Leaves in each OUT
// the movie the page recorded (annex-TITLE-001.mov), its trace and the
// canvas (screen.raw: "W H" and RGB bytes), or, when the script could not
// play, `said`: the one line why.
//   node tests/conform/web.mjs URL SCRIPT.act OUT [SCRIPT.act OUT]...
// One Chromium plays the scripts one after the other, each in a page of
// its own, the only page of the site open while it plays and closed
// before the next starts, on the site's storage cleared (localStorage —
// save RAM, the last pick —, IndexedDB and the rest; what the page finds
// at its start is checked blank), so nothing one script did reaches the
// next, while the browser's cache serves the page's files to them all.
// Exits 1 when a script could not play.
import fs from 'fs';
import path from 'path';
import { launch } from '../web/chromium.mjs';

const [url, ...pairs] = process.argv.slice(2);
const SCRIPT_MS = 60000;                 // a script's time, as the other shells' adapters have

const PAD_ACTION = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'enter'];
const NAMED = { Ctrl: ['ControlLeft', 'Control'], Alt: ['AltLeft', 'Alt'], Shift: ['ShiftLeft', 'Shift'],
  'Left Shift': ['ShiftLeft', 'Shift'], Space: ['Space', ' '], Up: ['ArrowUp', 'ArrowUp'], Down: ['ArrowDown', 'ArrowDown'],
  Left: ['ArrowLeft', 'ArrowLeft'], Right: ['ArrowRight', 'ArrowRight'], Insert: ['Insert', 'Insert'], End: ['End', 'End'],
  Pause: ['Pause', 'Pause'], Return: ['Enter', 'Enter'], Backspace: ['Backspace', 'Backspace'],
  'Keypad Enter': ['NumpadEnter', 'Enter'] };
// The other keys the scripts press (tests/conform/*.act), as a US keyboard
// with Num Lock on gives them.
Object.assign(NAMED, { 'Left Ctrl': ['ControlLeft', 'Control'], 'Right Ctrl': ['ControlRight', 'Control'],
  'Left Alt': ['AltLeft', 'Alt'], 'Right Alt': ['AltRight', 'Alt'], 'Right Shift': ['ShiftRight', 'Shift'],
  'Left GUI': ['MetaLeft', 'Meta'], 'Right GUI': ['MetaRight', 'Meta'], Home: ['Home', 'Home'],
  PageUp: ['PageUp', 'PageUp'], PageDown: ['PageDown', 'PageDown'], Delete: ['Delete', 'Delete'],
  CapsLock: ['CapsLock', 'CapsLock'], Numlock: ['NumLock', 'NumLock'], Escape: ['Escape', 'Escape'],
  Tab: ['Tab', 'Tab'], 'Keypad .': ['NumpadDecimal', '.'], 'Keypad +': ['NumpadAdd', '+'],
  'Keypad -': ['NumpadSubtract', '-'], 'Keypad *': ['NumpadMultiply', '*'], 'Keypad /': ['NumpadDivide', '/'],
  '-': ['Minus', '-'], '=': ['Equal', '='], '/': ['Slash', '/'], '.': ['Period', '.'] });
// The character Shift gives a US keyboard's key (KeyboardEvent.key).
const SHIFTED = { 1: '!', 2: '@', 3: '#', 4: '$', 5: '%', 6: '^', 7: '&', 8: '*', 9: '(', 0: ')',
  '-': '_', '=': '+', '/': '?', '.': '>' };

// A usage name as the browser's [code, key].
function codeOf(name, scriptPath) {
  if (NAMED[name]) return NAMED[name];
  if (/^[A-Z]$/.test(name)) return [`Key${name}`, name.toLowerCase()];
  if (/^[0-9]$/.test(name)) return [`Digit${name}`, name];
  if (/^F[0-9]+$/.test(name)) return [name, name];
  const kp = /^Keypad ([0-9])$/.exec(name);
  if (kp) return [`Numpad${kp[1]}`, kp[1]];
  throw new Error(`${scriptPath}: no browser key for '${name}'`);
}

// The script as steps (act.h): key and pad expand to down, a frame, up.
function parse(text) {
  const steps = [];
  let title = '';
  for (const raw of text.split('\n')) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const [verb, ...rest] = line.split(/\s+/);
    const arg = rest.join(' ');
    if (verb === 'title') title = arg;
    else if (verb === 'key') steps.push({ down: arg }, { wait: 1 }, { up: arg });
    else if (verb === 'down') steps.push({ down: arg });
    else if (verb === 'up') steps.push({ up: arg });
    else if (verb === 'pad') steps.push({ pad: rest.map(Number), on: true }, { wait: 1 }, { pad: rest.map(Number), on: false });
    else if (verb === 'wait') steps.push({ wait: Number(arg) });
    else if (verb === 'rewind') steps.push({ down: 'Ctrl+Backspace' }, { rewind: Number(arg) }, { up: 'Ctrl+Backspace' });
    else if (verb === 'switch') steps.push({ switch: arg });
    else steps.push({ chord: { reset: 'F12', record: 'Ctrl+R', save: 'F6', load: 'F7' }[verb] });
  }
  return { title, steps };
}

// The steps as the page's events, in order: { key: [code, key, down,
// modifiers, repeat] }, { run: frames }, { rewind: steps }, { pad: [P, K],
// on }, { switch: title }. What a key gives (its code, Shift's character,
// the modifiers held) and when a held key repeats follow from the script
// alone, so they are worked out here, before the page.
function events(steps, scriptPath) {
  const evs = [];
  const mods = { ctrl: false, alt: false, shift: false, meta: false };
  // The key that repeats as the system's typematic repeat would
  // (tests/conform/act.h: the last key pressed other than a modifier, 29
  // frames after its press, then every 4): { code, ch, frames held }.
  let rep = null;
  const run = (n) => {
    if (!rep || rep.frames + n < 29) {
      if (rep) rep.frames += n;
      evs.push({ run: n });
      return;
    }
    for (let i = 0; i < n; i++) {
      // a repeat due comes before the next frame, after a release due now
      if (rep.due) evs.push({ key: [rep.code, rep.ch, true, { ...mods }, true] });
      evs.push({ run: 1 });
      rep.due = ++rep.frames >= 29 && (rep.frames - 29) % 4 === 0;
    }
  };
  const key = (chord, down) => {
    const names = chord.split(/\+(?=.)/);     // "Shift+Keypad +": the last '+' is a key's
    for (const name of down ? names : names.reverse()) {
      const [code, k] = codeOf(name, scriptPath);
      if (/^Control/.test(code)) mods.ctrl = down;
      if (/^Alt/.test(code)) mods.alt = down;
      if (/^Shift/.test(code)) mods.shift = down;
      if (/^Meta/.test(code)) mods.meta = down;
      const ch = mods.shift && SHIFTED[k] ? SHIFTED[k] : mods.shift && /^[a-z]$/.test(k) ? k.toUpperCase() : k;
      if (down && !/^(Control|Alt|Shift|Meta)/.test(code)) rep = { code, ch, frames: 0 };
      else if (!down && rep && rep.code === code) rep = null;
      evs.push({ key: [code, ch, down, { ...mods }, false] });
    }
  };
  for (const s of steps) {
    if (s.wait) run(s.wait);
    else if (s.rewind) evs.push({ rewind: s.rewind });
    else if (s.down) key(s.down, true);
    else if (s.up) key(s.up, false);
    else if (s.chord) { key(s.chord, true); key(s.chord, false); }
    else if (s.pad) evs.push(s);
    else if (s.switch) {                      // the picker (Ctrl+G), then the title's card
      key('Ctrl+G', true);
      key('Ctrl+G', false);
      evs.push(s);
    }
  }
  return evs;
}

// In the page: a key event into its handlers (the gallery's on its focused
// card), then paused again (a command such as reset runs the game on).
function inPageKey(code, key, down, mods, repeat) {
  const t = document.activeElement && document.activeElement !== document.body ? document.activeElement : document;
  t.dispatchEvent(new KeyboardEvent(down ? 'keydown' : 'keyup', { code, key, bubbles: true, cancelable: true,
    ctrlKey: mods.ctrl, altKey: mods.alt, shiftKey: mods.shift, metaKey: mods.meta, repeat: !!repeat }));
  annex.S.paused = true;
}

// In the page: n frames shown (annex.step runs to a latch count: it is
// given the frames shown instead).
function inPageRun(n) {
  const A = annex.module;
  if (!A.__shown) {
    const real = A._aw_frame;
    A.__shown = { n: 0 };
    A._aw_frame = (t) => { A.__shown.n++; return real(t); };
  }
  const latch = A._aw_logical_frame, to = A.__shown.n + n;
  A._aw_logical_frame = () => A.__shown.n;
  try {
    for (let tries = 0; A.__shown.n < to && tries < 4 * n; tries++) annex.step(to);
  } finally { A._aw_logical_frame = latch; }
  return A.__shown.n < to ? `the page ran ${n - (to - A.__shown.n)} of ${n} frames` : '';
}

// In the page: the rewind key held until n steps were made (the page's
// rewind ticks, as the desktop's: no frame runs while it is held).
function inPageRewind(n) {
  let steps = 0;
  for (let t = 0; steps < n && t < 6 * n + 6; t++) if (annex.rewindTick()) steps++;
  return steps < n ? `the page made ${steps} of ${n} rewind steps` : '';
}

// In the page: key, run and rewind events in order, each in a task of
// its own, as a call from outside would be (what one sets going, a
// question's answer, runs before the next); '' or why they stopped short.
async function inPagePlay(evs) {
  const C = window.conformPlayer;
  for (const e of evs) {
    const short = e.key ? C.key(...e.key) : e.run ? C.run(e.run) : C.rewind(e.rewind);
    if (short) return short;
    await new Promise((r) => { const ch = new MessageChannel(); ch.port1.onmessage = r; ch.port2.postMessage(0); });
  }
  return '';
}

// Plays one script in its page; its results into out.
async function play(page, scriptPath, out) {
  const { title, steps } = parse(fs.readFileSync(scriptPath, 'utf8'));
  const evs = events(steps, scriptPath);
  await page.setViewport({ width: 1280, height: 900 });
  page.on('dialog', (d) => d.accept());      // the page asks before it loses a recording: yes
  await page.evaluateOnNewDocument(() => { window.conformStored = localStorage.length; });
  await page.goto(`${url}#title=${title}&rom=1`, { waitUntil: 'load' });
  await page.waitForFunction((t) => window.annex && annex.S.title && annex.S.title.name === t && annex.S.info,
    { timeout: 30000 }, title);
  const stored = await page.evaluate(() => window.conformStored);
  if (stored !== 0) throw new Error(`the page found ${stored} items in its localStorage at its start: not a blank one`);
  // the page booted: the game runs (a title opened by its address is
  // picked again as the page settles)
  await page.waitForFunction(() => annex.frame() > 5, { timeout: 30000 });
  if (await page.evaluate(() => annex.S.info.native)) {      // the ROM, as every shell runs it
    await page.click('#rom');
    await page.waitForFunction(() => annex.S.info && annex.S.info.native === 0, { timeout: 30000 });
  }
  // From here the page runs no frame of its own: only the script's waits
  // step it (annex.step), so a switch's new title, which the page starts
  // unpaused, runs no frames that the machine's load decides.
  await page.evaluate(() => Object.defineProperty(annex.S, 'paused', { get: () => true, set: () => {} }));
  await page.evaluate(`window.conformPlayer = { key: ${inPageKey}, run: ${inPageRun}, rewind: ${inPageRewind},
    play: ${inPagePlay} }`);
  // The events up to a keypad's or a card's: one call into the page.
  let batch = [];
  const flush = async () => {
    const short = batch.length ? await page.evaluate((b) => conformPlayer.play(b), batch) : '';
    batch = [];
    if (short) throw new Error(short);
  };
  for (const s of evs) {
    if (!s.pad && !s.switch) { batch.push(s); continue; }
    await flush();
    if (s.pad) {
      const [p, k] = s.pad;
      if (s.on) {
        const box = await (await page.$(`#pad${p} button[data-key="pad${p}.${PAD_ACTION[k - 1]}"]`)).boundingBox();
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
      } else await page.mouse.up();
    } else {
      await page.evaluate((t) => {
        const card = [...document.querySelectorAll('[data-title]')].find((c) => c.dataset.title === t);
        card.focus();
        card.click();                       // Enter on a card: its button's click
      }, s.switch);
      // the pick done: the new title's game is open (its ROM may have had
      // to come from the server first)
      await page.waitForFunction((t) => annex.S.title && annex.S.title.name === t && annex.S.info &&
        !annex.S.opening && document.getElementById('gallery').hidden, { timeout: 30000 }, s.switch);
    }
  }
  await flush();
  const res = await page.evaluate(() => {
    const c = document.getElementById('screen');
    const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let s = '';
    for (let i = 0; i < d.length; i += 4) s += String.fromCharCode(d[i], d[i + 1], d[i + 2]);
    let movie = null;
    try { movie = annex.module.FS.readFile('/rec.mov', { encoding: 'utf8' }); } catch { /* never recorded */ }
    return { w: c.width, h: c.height, b64: btoa(s), trace: annex.traceText(), movie };
  });
  fs.writeFileSync(`${out}/trace`, res.trace);
  fs.writeFileSync(`${out}/screen.raw`, Buffer.concat([Buffer.from(`${res.w} ${res.h}\n`), Buffer.from(res.b64, 'base64')]));
  if (res.movie !== null) {
    const t = /^title (.*)$/m.exec(res.movie);
    fs.writeFileSync(`${out}/annex-${t ? t[1] : title}-001.mov`, res.movie);
  }
}

// Chromium, started again when it went away.
let browser = null;
async function chromium() {
  if (!browser || !browser.connected) browser = await launch();
  return browser;
}

const within = (ms, promise) => Promise.race([promise, new Promise((r) => setTimeout(r, ms, 'late'))]);

// Chromium closed (its helpers with it), or killed when it does not close.
async function quit() {
  const b = browser;
  browser = null;
  if (!b) return;
  await within(3000, b.close().catch(() => {}));
  if (b.process()) b.process().kill('SIGKILL');
}

// A new page for a script, on the site's storage cleared: none of its
// pages is open (each was closed, or Chromium killed).
async function freshPage() {
  const page = await (await chromium()).newPage();
  const cdp = await page.createCDPSession();
  await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'all' });
  await cdp.detach();
  return page;
}

// A script's play within its time: '' or the line why not. A page
// Chromium lost on a loaded machine (not a drift) is played once more, in
// a new one.
async function playInTime(scriptPath, out) {
  for (let attempt = 1; ; attempt++) {
    for (const f of fs.readdirSync(out)) fs.rmSync(path.join(out, f), { recursive: true, force: true });
    let page = null, timer;
    try {
      page = await freshPage();
      await Promise.race([play(page, scriptPath, out), new Promise((_, no) => {
        timer = setTimeout(() => no(new Error(`${scriptPath}: not played within ${SCRIPT_MS / 1000} s`)), SCRIPT_MS);
      })]);
      return '';
    } catch (e) {
      const line = `${e.message || e}`.split('\n')[0];
      if (attempt === 2 || !/Target closed|context was destroyed/.test(line)) return line;
    } finally {
      clearTimeout(timer);
      // A page that does not close (one that loaded a state after a
      // recording may hold the close up) could still write the site's
      // storage: the next script gets a new Chromium.
      if (page && await within(3000, page.close().catch(() => {})) === 'late') await quit();
    }
  }
}

async function main() {
  let failed = false;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const [scriptPath, out] = [pairs[i], pairs[i + 1]];
    fs.mkdirSync(out, { recursive: true });
    const line = await playInTime(scriptPath, out);
    if (!line) continue;
    fs.writeFileSync(`${out}/said`, `${line}\n`);
    console.log(line);
    failed = true;
    if (/not played within/.test(line)) await quit();    // it may still be busy: the next script gets a new one
  }
  await quit();
  process.exit(failed ? 1 : 0);
}

main().catch(async (e) => { console.log(`${e.message || e}`.split('\n')[0]); await quit(); process.exit(1); });
