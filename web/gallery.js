// gallery.js — the titles as a player chooses from them (docs/web.md,
// "Gallery"), as the desktop's picker: a card per title of the registry
// (meta.json; the hidden ones, such as the smoke cartridge, are left out)
// with its picture in its machine's look (img/NAME.png, made by the
// desktop program at build time: mk/web.mk), its name, machine, year and
// controls. The last title played is marked and has the focus. A picture
// is drawn as the desktop's (front/gallery.c gal_place): its content (the
// empty border left out) at the largest whole scale that fits the card,
// never below 1x (the cards are made to hold every title's at 1x from a
// 360 px wide window: style.css); a card too small for it cuts it at the
// right, and evenly at the top and bottom (the board shows, not a top row).

const CONTROLS = { keyboard: 'keyboard', mouse: 'mouse', gamepad: 'gamepad', keypad: 'keypad' };

// "Odin (TRS-80 / Apple II, 1982): Othello, ..." -> ["Odin", "Othello, ..."]
function nameOf(caption) {
  const [head, ...rest] = caption.split(':');
  return [head.replace(/\s*\(.*\)\s*$/, ''), rest.join(':').trim()];
}

const MARGIN = 4;                    // front/gallery.h GAL_MARGIN

// The smallest rectangle holding every pixel unlike the corner's, with a
// margin (gal_content), and the corner's colour.
function contentOf(img) {
  const w = img.naturalWidth, h = img.naturalHeight, c = document.createElement('canvas');
  c.width = w; c.height = h;
  const g = c.getContext('2d');
  g.drawImage(img, 0, 0);
  const d = g.getImageData(0, 0, w, h).data, px = new Uint32Array(d.buffer);
  let x0 = w, y0 = h, x1 = -1, y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (px[y * w + x] === px[0]) continue;
      x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
    }
  }
  const border = `rgb(${d[0]},${d[1]},${d[2]})`;
  if (x1 < 0) return { x: 0, y: 0, w, h, border };
  x0 = Math.max(0, x0 - MARGIN); y0 = Math.max(0, y0 - MARGIN);
  x1 = Math.min(w - 1, x1 + MARGIN); y1 = Math.min(h - 1, y1 + MARGIN);
  return { x: x0, y: y0, w: x1 - x0 + 1, h: y1 - y0 + 1, border };
}

const BORDER = 8;                    // front/render.h RENDER_BORDER

// A picture's pixel size at scale k in its look's pixel aspect (meta.json's
// looks[].aspect: num, den, den above 320 pixels; front/render.c
// render_aspect): the whole scale on the pixel's short side, the aspect on
// the other (front/layout.c layout_screen_size).
function pixelOf(img, look, k) {
  const a = look ? look.aspect : [1, 1, 1];
  const num = a[0], den = img.naturalWidth - 2 * BORDER > 320 ? a[2] : a[1];
  return num > den ? { x: k * num / den, y: k } : { x: k, y: k * den / num };
}

// The picture in its box (.pic): the content at the largest whole scale
// k >= 1 that fits (CSS pixels, stretched to its look's pixel aspect),
// centred; too wide, from its left (cut at the right); too tall, its
// middle rows (cut evenly at the top and bottom), as gal_place.
function place(box) {
  const img = box.firstChild, c = box.content;
  if (!c || !box.clientWidth) return;
  const bw = box.clientWidth, bh = box.clientHeight;
  let k = 1;
  for (let p = pixelOf(img, box.look, 2); c.w * p.x <= bw && c.h * p.y <= bh; p = pixelOf(img, box.look, ++k + 1));
  const p = pixelOf(img, box.look, k);
  img.style.width = `${img.naturalWidth * p.x}px`;
  img.style.height = `${img.naturalHeight * p.y}px`;
  img.style.left = `${Math.max(0, Math.floor((bw - c.w * p.x) / 2)) - c.x * p.x}px`;
  img.style.top = `${Math.floor((bh - c.h * p.y) / 2) - c.y * p.y}px`;
  box.style.background = c.border;
}

function picture(t, name, look) {
  const box = document.createElement('div'), img = document.createElement('img');
  box.className = 'pic';
  box.look = look;
  img.alt = `${name} on the ${t.machine || 'console'}`;
  img.addEventListener('load', () => { box.content = contentOf(img); place(box); });
  img.src = `img/${t.name}.png`;
  box.append(img);
  new ResizeObserver(() => place(box)).observe(box);
  return box;
}

// F1 in the gallery (the page's help box shows it).
export const GALLERY_HELP = [
  'The gallery: choose a game (F1 or Esc closes this)',
  '',
  'Arrows, Tab      choose a card',
  'Enter, a click   play the card\'s title (in the engine and look',
  '                 last used with it)',
  'Esc              back to the game (when one is paused behind)',
  'F1               this help',
  '',
  'A card shows the title\'s screen in its own look (its empty border',
  'left out; never drawn below 1x: cut, not shrunk), its name, what',
  'it is, its machine and year, and its controls. The title last',
  'played is marked. Ctrl+G or Titles in a game comes back here.',
].join('\n');

export class Gallery {
  // onPick(name) opens a title; looks: meta.json's, for the pixel aspect.
  constructor(titles, onPick, looks) {
    this.box = document.getElementById('gallery');
    const cards = document.getElementById('cards');
    for (const t of titles.filter((x) => !x.hidden)) {
      const [name, what] = nameOf(t.caption);
      const b = document.createElement('button');
      b.className = 'card';
      b.dataset.title = t.name;
      const line = (cls, text) => { const e = document.createElement('span'); e.className = cls; e.textContent = text; return e; };
      const title = document.createElement('b');
      title.textContent = name;
      b.append(picture(t, name, looks.find((l) => l.name === t.profile)), title, line('machine', [t.machine, t.year || ''].filter(Boolean).join(', ')), line('what', what),
               line('controls', (t.controls || []).map((c) => CONTROLS[c] || c).join(' · ')));
      b.addEventListener('click', () => onPick(t.name));
      cards.append(b);
    }
    // Arrows move between the cards (the game has no keys here), Enter picks.
    cards.addEventListener('keydown', (e) => {
      const all = [...cards.children], i = all.indexOf(document.activeElement);
      const cols = Math.max(1, Math.round(cards.clientWidth / all[0].offsetWidth));
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1, ArrowDown: i + cols, ArrowUp: i - cols }[e.code];
      if (to !== undefined) { e.preventDefault(); all[Math.max(0, Math.min(all.length - 1, to))].focus(); }
    });
  }

  get shown() { return !this.box.hidden; }

  // Shows the gallery, the card of `last` marked and focused; `back`: a
  // game waits behind it (its Back button shown).
  show(last, back = false) {
    this.box.hidden = false;
    document.getElementById('back').hidden = !back;
    document.body.classList.add('gallery');
    for (const c of this.box.querySelectorAll('.card')) c.classList.toggle('last', c.dataset.title === last);
    const card = this.box.querySelector(`.card[data-title="${last}"]`) || this.box.querySelector('.card');
    if (card) card.focus();
  }

  hide() {
    this.box.hidden = true;
    document.body.classList.remove('gallery');
  }
}
