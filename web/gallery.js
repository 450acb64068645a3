// gallery.js — the titles as a player chooses from them (docs/web.md,
// "Gallery"), as the desktop's picker: a card per title of the registry
// (meta.json; the hidden ones, such as the smoke cartridge, are left out)
// with its picture in its machine's look (img/NAME.png, made by the
// desktop program at build time: mk/web.mk), its name, machine, year and
// controls. The last title played is marked and has the focus.

const CONTROLS = { keyboard: 'keyboard', mouse: 'mouse', gamepad: 'gamepad', keypad: 'keypad' };

// "Odin (TRS-80 / Apple II, 1982): Othello, ..." -> ["Odin", "Othello, ..."]
function nameOf(caption) {
  const [head, ...rest] = caption.split(':');
  return [head.replace(/\s*\(.*\)\s*$/, ''), rest.join(':').trim()];
}

export class Gallery {
  // onPick(name) opens a title.
  constructor(titles, onPick) {
    this.box = document.getElementById('gallery');
    const cards = document.getElementById('cards');
    for (const t of titles.filter((x) => !x.hidden)) {
      const [name, what] = nameOf(t.caption);
      const b = document.createElement('button');
      b.className = 'card';
      b.dataset.title = t.name;
      const img = document.createElement('img');
      img.src = `img/${t.name}.png`;
      img.alt = `${name} on the ${t.machine || 'console'}`;
      const line = (cls, text) => { const e = document.createElement('span'); e.className = cls; e.textContent = text; return e; };
      const title = document.createElement('b');
      title.textContent = name;
      b.append(img, title, line('machine', [t.machine, t.year || ''].filter(Boolean).join(', ')), line('what', what),
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

  // Shows the gallery, the card of `last` marked and focused.
  show(last) {
    this.box.hidden = false;
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
