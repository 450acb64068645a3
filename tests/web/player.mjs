// player.mjs — the page drives annex's player (front/player.h through
// web/annex_web.c), so its rules are annex's: a ROM file opened under another name is known by its header
// through the registry (ttl_by_header), so its recording names the
// registry title (`title capture`, not the header's `CAPTURE MG-302`) and
// a movie that names it plays; a movie of another title is refused with
// annex's one line (front/session.c sess_movie_title) and the game goes on;
// while recording, a reset starts the movie again on blank save RAM and a
// state load or a look change is refused, with the player's lines
// (front/record.c, as tests/test_player.c checks them on the desktop).
// The player's hooks for a browser (pl_open_shell): save RAM comes from
// and goes to the page (onSramLoad, onSramSave a second after it
// changed; a stored value that is not base64 is none kept); a recording
// a title switch ends is written and
// handed to the page (onMovie); a state load cuts the trace back to the
// state's frame; the rewind steps back, refused while recording.
// Under Node (run by tests/check_web_node.sh):
//   node --no-experimental-fetch tests/web/player.mjs BUILD/web
// Prints "ok"/"FAIL" lines; exit 1 on any failure.
import fs from 'fs';
import path from 'path';
import { createRequire } from 'module';

const dir = process.argv[2];
const A = await createRequire(import.meta.url)(path.resolve(dir, 'annex.js'))({ print: () => {}, printErr: () => {} });
const meta = JSON.parse(fs.readFileSync(path.join(dir, 'meta.json'), 'utf8'));
let failures = 0;
const fail = (what) => { console.log(`FAIL web player: ${what}`); failures++; };
const err = () => A.UTF8ToString(A._aw_error());
const cap = meta.titles.find((t) => t.name === 'capture');

// A renamed Capture ROM, recorded from Open ROM (the page passes no name).
A.FS.writeFile('/my-game.rom', fs.readFileSync(path.join(dir, 'rom', cap.rom)));
A.ccall('aw_open_rom', null, ['string', 'number'], ['/my-game.rom', 255]);
if (err()) fail(`Open ROM: ${err()}`);
A._aw_record();
for (let i = 0; i < 30; i++) A._aw_frame(-1);
A._aw_record();
const movie = err() ? '' : A.FS.readFile('/rec.mov', { encoding: 'utf8' });
const title = (/^title (.*)$/m.exec(movie) || [])[1];
if (title !== 'capture') fail(`a renamed Capture ROM recorded 'title ${title}', want 'title capture' (${err()})`);

// A movie of another title: refused with one line, the game goes on.
A.ccall('aw_open_native', null, ['string', 'number'], ['capture', 255]);
for (let i = 0; i < 5; i++) A._aw_frame(-1);
const before = A._aw_logical_frame();
A.FS.writeFile('/odin.mov', fs.readFileSync('tests/movies/odin-draw.mov'));
A.ccall('aw_movie_play', null, ['string', 'number'], ['/odin.mov', 255]);
const e = err();
if (e !== '/odin.mov: recorded for odin, not capture') fail(`Odin's movie in Capture: '${e}', want '/odin.mov: recorded for odin, not capture'`);
A._aw_frame(-1);
if (A._aw_logical_frame() <= before || A._aw_movie_active()) fail('the game did not go on as it was after the refused movie');
// The title's own movie (and the renamed ROM's recording) plays.
A.ccall('aw_movie_play', null, ['string', 'number'], ['/rec.mov', 255]);
if (err()) fail(`the renamed ROM's recording in Capture: '${err()}'`);

// While recording (the ROM: it has states): the player's rules and lines.
A.ccall('aw_open_rom', null, ['string', 'number'], ['/my-game.rom', 255]);
for (let i = 0; i < 5; i++) A._aw_frame(-1);
A.ccall('aw_save_state', null, ['string'], ['/q.state']);
A._aw_record();
for (let i = 0; i < 5; i++) A._aw_frame(-1);
A.HEAPU8.fill(7, A._aw_sram(), A._aw_sram() + A._aw_sram_size());
A._aw_reset();
const line = A.UTF8ToString(A._aw_line());
if (line !== 'reset: the movie starts again here (blank save RAM)') fail(`reset while recording said '${line}'`);
if (A.HEAPU8.subarray(A._aw_sram(), A._aw_sram() + A._aw_sram_size()).some((b) => b)) fail('a reset while recording left the save RAM as it was');
A.ccall('aw_load_state', null, ['string'], ['/q.state']);
if (err() !== 'no state load while recording (Ctrl+R stops the movie)') fail(`a state load while recording said '${err()}'`);
if (A._aw_look_ok() || err() !== 'no look change while recording (Ctrl+R stops the movie)') fail(`a look change while recording said '${err()}'`);
A._aw_rewind();
if (A.UTF8ToString(A._aw_line()) !== 'no rewind while recording (Ctrl+R stops the movie)') fail(`a rewind while recording said '${A.UTF8ToString(A._aw_line())}'`);
A._aw_record();
A._aw_reset();
if (A.UTF8ToString(A._aw_line()) !== 'reset' || !A._aw_look_ok()) fail('after the recording a reset is not plain, or the look may not change');

// Save RAM is the page's: given at the open (the title's name), taken a
// second after the cartridge changed it (the page's clock).
const sram = { loads: [], saves: [] };
A.onSramLoad = (name, at, n) => { sram.loads.push(name); A.HEAPU8.fill(9, at, at + n); };
A.onSramSave = (name, at, n) => sram.saves.push([name, A.HEAPU8[at]]);
A.ccall('aw_open_native', null, ['string', 'number'], ['capture', 255]);
if (sram.loads.join() !== 'capture' || A.HEAPU8[A._aw_sram()] !== 9) fail(`save RAM at the open: asked for '${sram.loads}', holds ${A.HEAPU8[A._aw_sram()]}`);
A._aw_poll(0);
for (let i = 0; i < 400 && !sram.saves.length; i++) {        // CLEAR held a while: Capture forgets its game
  A._aw_set_held(i >= 100 && i < 110 ? 1 << 9 : 0, 0, 0, 0, 0, 0);
  A._aw_frame(-1);
  A._aw_poll(20 * i);
}
if (!sram.saves.length || sram.saves[0][0] !== 'capture') fail(`save RAM the cartridge wrote was not handed to the page (${JSON.stringify(sram.saves)})`);
A.onSramLoad = A.onSramSave = null;

// The page's own hook (web/files.js) with a stored value that is not
// base64: none kept, and the open goes on (a throw inside the player's
// open left the game half-opened).
const files = await import(path.resolve(dir, 'files.js'));
globalThis.localStorage = { getItem: () => 'not base64 @@@', setItem() {} };
A.onSramLoad = (name, at, n) => files.loadSram(A, 'annex.sram.' + name, at, n);
try {
  A.ccall('aw_open_native', null, ['string', 'number'], ['capture', 255]);
  if (err() || A.HEAPU8.subarray(A._aw_sram(), A._aw_sram() + A._aw_sram_size()).some((b) => b))
    fail(`a corrupt stored save RAM: '${err()}', or not blank`);
} catch (x) {
  fail(`a corrupt stored save RAM threw out of the open: ${x.message}`);
}
A.onSramLoad = null;
delete globalThis.localStorage;

// A title switch while recording writes the movie and hands it to the
// page (the old page dropped it).
const written = [];
A.onMovie = (p) => written.push(A.FS.readFile(p, { encoding: 'utf8' }));
A.ccall('aw_open_rom', null, ['string', 'number'], ['/my-game.rom', 255]);
A._aw_record();
for (let i = 0; i < 80; i++) A._aw_frame(-1);
A.ccall('aw_open_native', null, ['string', 'number'], ['odin', 255]);
if (written.length !== 1 || !/^title capture$/m.test(written[0]) || !/^end \d+$/m.test(written[0]))
  fail(`a switch while recording handed the page ${written.length} movies: ${JSON.stringify(written).slice(0, 200)}`);
if (A._aw_recording()) fail('still recording after the switch');
A.onMovie = null;

// The trace is the game played: a state load cuts it back to the state's
// frame, the rewind to the point it resumes from.
const trace = () => A.FS.readFile(A.UTF8ToString(A._aw_trace_file()), { encoding: 'utf8' });
A.FS.writeFile('/cap.mov', fs.readFileSync('tests/movies/cap-level1.mov'));
A.ccall('aw_open_rom', null, ['string', 'number'], ['/my-game.rom', 255]);
A.ccall('aw_movie_play', null, ['string', 'number'], ['/cap.mov', 255]);
for (let i = 0; i < 600 && trace().split('\n').length < 3; i++) A._aw_frame(-1);
A.ccall('aw_save_state', null, ['string'], ['']);
const atSave = trace();
for (let i = 0; i < 3000 && trace() === atSave; i++) A._aw_frame(-1);
const later = trace();
A.ccall('aw_load_state', null, ['string'], ['']);
if (err() || later === atSave || trace() !== atSave) fail(`the trace after a state load: '${err()}', ${trace().length} bytes, ${atSave.length} at the save, ${later.length} before the load`);
for (let i = 0; i < 300; i++) A._aw_frame(-1);
const f0 = A._aw_logical_frame();
A._aw_rewind();
if (A._aw_logical_frame() >= f0 || !/^rewind: frame \d+$/.test(A.UTF8ToString(A._aw_line())))
  fail(`a rewind from frame ${f0}: frame ${A._aw_logical_frame()}, '${A.UTF8ToString(A._aw_line())}'`);
if (!trace().split('\n').filter(Boolean).every((l) => parseInt(l, 10) < A._aw_logical_frame() + 1))
  fail('after a rewind the trace keeps lines of frames not played yet');
// F9 and F10 are the player's: paused, no frame runs but the one stepped.
const lastLine = () => A.UTF8ToString(A._aw_line());
A._aw_pause();
const said = lastLine(), fp = A._aw_logical_frame();
for (let i = 0; i < 5; i++) A._aw_frame(-1);
const still = A._aw_logical_frame();
A._aw_frame_step();
const stepped = lastLine();
for (let i = 0; i < 200 && A._aw_logical_frame() === still; i++) A._aw_frame(-1);
const after = A._aw_logical_frame();
A._aw_frame(-1);
A._aw_pause();
if (said !== 'paused (F10: one frame)' || still !== fp || stepped !== 'one frame' || after !== fp + 1 || A._aw_logical_frame() !== after || lastLine() !== 'running')
  fail(`pause and frame step: '${said}', frames ${fp} -> ${still} paused, '${stepped}' -> ${after}, then '${lastLine()}'`);
if (!failures) console.log('ok   web player: a renamed ROM records its registry title; another title\'s movie is refused with annex\'s line, the game goes on; the recording rules say the player\'s lines; save RAM comes from and goes to the page; a switch hands the recording on; a state load and a rewind cut the trace back; pause and frame step are the player\'s');
process.exit(failures ? 1 : 0);
