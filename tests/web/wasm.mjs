// wasm.mjs — the page's wasm build under Node for the tests (keys.mjs,
// pads.mjs): the module and meta.json of BUILD/web, and a title opened as
// the page opens it.
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

// The wasm module of `dir` (BUILD/web), quiet, with /rom for ROMs, and its meta.json.
export async function load(dir) {
  const A = await createRequire(import.meta.url)(path.resolve(dir, 'annex.js'))({ print: () => {}, printErr: () => {} });
  A.FS.mkdir('/rom');
  return { A, meta: JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8')) };
}

// Opens title `name` natively, or ROM file `rom` of dir/rom, and runs it
// until the cartridge has latched twice (a ROM's start-up frames first);
// throws the page's error line.
export function open(A, dir, name, rom) {
  if (rom) {
    A.FS.writeFile('/rom/t.rom', fs.readFileSync(path.join(dir, 'rom', rom)));
    A.ccall('aw_open_rom', null, ['string', 'number'], ['/rom/t.rom', 255]);
  } else A.ccall('aw_open_native', null, ['string', 'number'], [name, 255]);
  const err = A.UTF8ToString(A._aw_error());
  if (err) throw new Error(err);
  for (let i = 0; i < 1000 && A._aw_logical_frame() < 2; i++) A._aw_frame(-1);
}
