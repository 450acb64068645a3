// files.js — what the page keeps and exchanges: downloads (screenshots,
// states, movies, traces, printed pages), files the user picks, and each
// title's save RAM in localStorage (the desktop's TITLE.sram).
let serial = 0;

// "annex-odin-001.png": numbered per page visit, as the desktop numbers.
export function numbered(title, ext) {
  serial++;
  return `annex-${title}-${String(serial).padStart(3, '0')}.${ext}`;
}

export function download(blob, fileName) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

// The bytes at `url`; progress(done, total) as they come (total 0 when
// the server does not say).
export async function fetchBytes(url, progress = () => {}) {
  let r;
  try {
    r = await fetch(url);
  } catch (e) {
    throw new Error(`${url}: the server did not answer`);
  }
  if (!r.ok) throw new Error(`${url}: ${r.status} ${r.statusText}`);
  const total = Number(r.headers.get('Content-Length')) || 0;
  if (!r.body) return new Uint8Array(await r.arrayBuffer());
  const parts = [], reader = r.body.getReader();
  let done = 0;
  for (;;) {
    const { done: end, value } = await reader.read();
    if (end) break;
    parts.push(value);
    done += value.length;
    progress(done, total);
  }
  const out = new Uint8Array(done);
  let at = 0;
  for (const p of parts) { out.set(p, at); at += p.length; }
  return out;
}

// localStorage as far as the browser allows it: a browser that refuses
// it (blocked storage, private mode, full) leaves the page playing, with
// nothing remembered; refused() is called once.
let storageRefused = null;
export function onStorageRefused(fn) { storageRefused = fn; }
function refused() {
  if (storageRefused) storageRefused();
  storageRefused = null;
}
export const store = {
  get(key) {
    try { return localStorage.getItem(key); } catch (e) { refused(); return null; }
  },
  set(key, value) {
    try { localStorage.setItem(key, value); } catch (e) { refused(); }
  },
};

export function exists(A, path) {
  try { A.FS.stat(path); return true; } catch (e) { return false; }
}

// Calls fn(bytes, name) with the file picked in an <input type=file>.
export function onPick(input, fn) {
  input.addEventListener('change', async () => {
    const f = input.files[0];
    input.value = '';                    // the same file again fires too
    if (f) fn(new Uint8Array(await f.arrayBuffer()), f.name);
  });
}

// Where a picked file goes in the wasm file system: its own name, so the C
// side's one-line errors name the file the user picked.
export function picked(A, bytes, name) {
  const path = '/picked/' + name.replace(/[\/]/g, '_');
  if (!exists(A, '/picked')) A.FS.mkdir('/picked');
  A.FS.writeFile(path, bytes);
  return path;
}

// Save RAM: the n bytes at `at` in the wasm memory, base64 in localStorage
// (the player says when: front/player.h pl_shell).
export function saveSram(A, key, at, n) {
  store.set(key, btoa(String.fromCharCode(...A.HEAPU8.subarray(at, at + n))));
}

export function loadSram(A, key, at, n) {
  const text = store.get(key);
  if (!text) return;
  let bytes;
  // A value that is not base64 (edited, another program's) is none kept:
  // this runs inside the player's open (wasm), where a throw would leave
  // the game half-opened.
  try { bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0)); } catch (e) { return; }
  A.HEAPU8.set(bytes.subarray(0, n), at);
}
