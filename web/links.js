// links.js — the page's address (docs/web.md, "Links"): the pick as
// #title=NAME&rom=0|1&look=LOOK, read from a shared link and written back
// as the pick changes. A value the page cannot honour is refused with one
// line, never guessed at or saved.

// The looks a title may run in (meta.json "looks": its own; every look for
// a meta.json without them).
export function titleLooks(meta, t) {
  const own = t && t.looks && t.looks.length ? t.looks : null;
  return meta.looks.filter((l) => !own || own.includes(l.name));
}

const LONGEST = 200;               // an address longer than this is refused whole

// A value as an error line shows it: at most 40 characters.
const clip = (v) => (v.length > 40 ? `${v.slice(0, 40)}…` : v);

// Parses `hash` ("#title=odin&rom=1&look=apple2"); without a title, the
// fields left out are `base`'s ({ title, rom, look }: look a name or '').
// Returns
// { pick } or { error: "one line" }.
export function parseHash(meta, hash, base) {
  if (hash.length > LONGEST) return { error: `${clip(hash)}: an address of ${hash.length} characters, not a link of this page` };
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  // A link that names a title is whole: what it leaves out is the default.
  const p = params.has('title') ? { title: base.title, rom: false, look: '' } : { ...base };
  for (const [k, v] of params) {
    if (k === 'title') {
      if (!meta.titles.some((t) => t.name === v))
        return { error: `#title=${clip(v)}: no such title (${meta.titles.filter((t) => !t.hidden).map((t) => t.name).join(', ')})` };
      p.title = v;
    } else if (k === 'rom') {
      if (v !== '0' && v !== '1') return { error: `#rom=${clip(v)}: 0 (native build) or 1 (ROM)` };
      p.rom = v === '1';
    } else if (k === 'look') {
      p.look = v;
    } else return { error: `#${clip(k)}: the address takes title, rom and look` };
  }
  const t = meta.titles.find((x) => x.name === p.title);
  if (t && p.rom && !t.rom) return { error: `#rom=1: ${t.name} has no ROM in this build` };
  if (t && params.has('look') && p.look !== '' && !titleLooks(meta, t).some((l) => l.name === p.look))
    return { error: `#look=${clip(p.look)}: not a look of ${t.name} (${titleLooks(meta, t).map((l) => l.name).join(', ')})` };
  return { pick: p };
}

// A link of a page just opened that names no title ("#rom=1"): what it
// ignored, as one line, or '' (none, or a whole link).
export function partialLink(hash) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.has('title') || ![...params.keys()].length) return '';
  return `${clip(hash)}: a link names its title (#title=NAME&rom=1&look=LOOK); ignored, pick a title below`;
}

// The address of a pick.
export function hashOf(p) {
  return `#title=${encodeURIComponent(p.title)}&rom=${p.rom ? 1 : 0}` + (p.look ? `&look=${encodeURIComponent(p.look)}` : '');
}
