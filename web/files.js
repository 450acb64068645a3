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

export async function fetchBytes(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`${url}: ${r.status} ${r.statusText}`);
  return new Uint8Array(await r.arrayBuffer());
}

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

// Save RAM: the cartridge's bytes, base64 in localStorage.
export function saveSram(A, key) {
  const ram = A.HEAPU8.subarray(A._aw_sram(), A._aw_sram() + A._aw_sram_size());
  localStorage.setItem(key, btoa(String.fromCharCode(...ram)));
}

export function loadSram(A, key) {
  const text = localStorage.getItem(key);
  if (!text) return;
  const bytes = Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  A.HEAPU8.set(bytes.subarray(0, A._aw_sram_size()), A._aw_sram());
}
