// layout.js — where the screen and the controls go in the window (docs/web.md,
// "Layout"), from 320x480 to 2560x1440, upright or on its side: the header
// in one row (what does not fit goes behind ☰); then, of a few arrangements
// of the stage's grid (the controls below the screen, or beside it with the
// console buttons under it or in a column), the one where the screen is
// largest with every control in view and its keys at least --t (44 CSS px
// on a touch screen); then the keys grow into the space the screen cannot
// use (the empty space goes to the controls). The screen is scaled
// aspect-true to the largest size that fits its area.

const $ = (id) => document.getElementById(id);

// Grid areas: [areas, columns, rows, console buttons in a column, name
// (style.css: below and stack have no column gaps, their empty side
// columns would take them)].
const ARRANGEMENTS = [
  ['"screen screen screen screen" ". left right ." "buttons buttons buttons buttons"',
   'minmax(0, 1fr) auto auto minmax(0, 1fr)', 'minmax(0, 1fr) auto auto', false, 'below'],
  ['"screen screen screen" ". left ." ". right ." "buttons buttons buttons"',
   'minmax(0, 1fr) auto minmax(0, 1fr)', 'minmax(0, 1fr) auto auto auto', false, 'stack'],
  ['"left screen right" "buttons buttons buttons"', 'auto minmax(0, 1fr) auto', 'minmax(0, 1fr) auto', false, 'beside'],
  ['"left screen right" "buttons screen right"', 'auto minmax(0, 1fr) auto', 'auto minmax(0, 1fr)', true, 'rail'],
  ['"left screen right" "left screen buttons"', 'auto minmax(0, 1fr) auto', 'auto minmax(0, 1fr)', true, 'rail'],
];
const KEY_COLUMNS = [10, 9, 8, 7, 6, 5];
const GROW = 1.6;                  // the keys grow up to this times --t
const TWO_ROWS = 700;              // a window this tall may have a header of two rows
const PAGED_GAIN = 1.25;           // a paged keyboard only for a screen this much larger

// The header: one row when everything fits; two on a tall window (a
// desktop's); else the compact row, the rest behind ☰.
function header() {
  const bar = $('bar');
  const wasOpen = bar.classList.contains('open');
  bar.classList.remove('compact', 'open', 'wrap');
  const t = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--t')) || 44;
  const fits = () => bar.scrollWidth <= bar.clientWidth + 1;
  let ok = fits() && bar.offsetHeight <= t + 2;
  if (!ok && innerHeight >= TWO_ROWS) {
    bar.classList.add('wrap');
    ok = fits() && bar.offsetHeight <= 2 * t + 16;
    if (!ok) bar.classList.remove('wrap');
  }
  bar.classList.toggle('compact', !ok);
  bar.classList.toggle('open', !ok && wasOpen);
  document.documentElement.style.setProperty('--bar', `${bar.offsetHeight}px`);
  return t;
}

function set(stage, arr, k, kc) {
  const [areas, cols, rows, column, name] = arr;
  stage.dataset.arr = name;
  stage.style.gridTemplateAreas = areas;
  stage.style.gridTemplateColumns = cols;
  stage.style.gridTemplateRows = rows;
  $('buttons').classList.toggle('column', column);
  stage.style.setProperty('--k', `${k}px`);
  stage.style.setProperty('--kc', kc);
}

// The screen's scale in the current arrangement, or -1 when a control is
// out of the stage (or the screen has no room at all).
function measure(stage, g) {
  const s = stage.getBoundingClientRect();
  for (const id of ['left', 'right', 'buttons']) {
    const r = $(id).getBoundingClientRect();
    if (!r.width) continue;
    if (r.left < s.left - 0.5 || r.top < s.top - 0.5 || r.right > s.right + 0.5 || r.bottom > s.bottom + 0.5) return -1;
  }
  if (stage.scrollWidth > stage.clientWidth + 1 || stage.scrollHeight > stage.clientHeight + 1) return -1;
  const box = $('screen-box');
  const k = Math.min(box.clientWidth / (g.w * g.par), box.clientHeight / g.h);
  return k > 0 ? k : -1;
}

// The largest scale a screen could have in the stage: all of it (a screen
// box larger than the stage by more than a pixel makes it scroll: -1).
function most(stage, g) {
  return Math.min((stage.clientWidth + 1) / (g.w * g.par), (stage.clientHeight + 1) / g.h);
}

// The arrangement and keyboard width where the screen is largest with keys
// of t. Each try is a layout of the page: none once the screen has the
// whole stage (no later one could beat it).
function search(stage, g, t, top) {
  let best = null;
  for (const arr of ARRANGEMENTS) {
    for (const kc of $('keyboard').hidden ? [10] : KEY_COLUMNS) {
      set(stage, arr, t, kc);
      const k = measure(stage, g);
      if (!best || k > best.scale + 1e-6) best = { arr, kc, k: t, scale: k };
      if (best.scale + 1e-6 >= top) return best;
    }
  }
  return best;
}

// Lays the page out for a screen of g = { w, h, par } (emulated pixels and
// their aspect), or only the header when g is null (no game yet).
export function layout(g) {
  const t = header();
  const stage = $('stage'), canvas = $('screen');
  if (!g || document.body.classList.contains('gallery')) return;
  const kb = $('keyboard');
  kb.classList.remove('paged');
  const top = most(stage, g);
  let best = search(stage, g, t, top);
  // The keyboard in two pages where that gives a larger screen (never
  // tried where even the whole stage would not be larger enough).
  if (!kb.hidden && Math.max(best.scale * PAGED_GAIN, 0) < top) {
    kb.classList.add('paged');
    const paged = search(stage, g, t, top);
    if (paged.scale > Math.max(best.scale * PAGED_GAIN, 0)) best = paged;
    else kb.classList.remove('paged');
  }
  // The keys grow while the screen keeps its size.
  for (let k = t + 2; best.scale > 0 && k <= t * GROW; k += 2) {
    set(stage, best.arr, k, best.kc);
    if (measure(stage, g) < best.scale - 1e-6) break;
    best.k = k;
  }
  set(stage, best.arr, best.k, best.kc);
  const scale = Math.max(measure(stage, g), 0.25);
  canvas.style.width = `${Math.floor(g.w * g.par * scale)}px`;
  canvas.style.height = `${Math.floor(g.h * scale)}px`;
}
