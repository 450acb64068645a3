// player.mjs — the player's rules in the page's C (web/annex_web.c) are
// annex's: a ROM file opened under another name is known by its header
// through the registry (ttl_by_header), so its recording names the
// registry title (`title capture`, not the header's `CAPTURE MG-302`) and
// a movie that names it plays; a movie of another title is refused with
// annex's one line (front/session.c sess_movie_title) and the game goes on;
// while recording, a reset starts the movie again on blank save RAM and a
// state load or a look change is refused, with the player's lines
// (front/record.c, as tests/test_player.c checks them on the desktop).
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
A.ccall('aw_record_start', null, ['string'], ['']);
for (let i = 0; i < 30; i++) A._aw_frame(-1);
A.ccall('aw_record_stop', null, ['string'], ['/rec.mov']);
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
A.ccall('aw_record_start', null, ['string'], ['']);
for (let i = 0; i < 5; i++) A._aw_frame(-1);
A.HEAPU8.fill(7, A._aw_sram(), A._aw_sram() + A._aw_sram_size());
A._aw_reset();
const line = A.UTF8ToString(A._aw_line());
if (line !== 'reset: the movie starts again here (blank save RAM)') fail(`reset while recording said '${line}'`);
if (A.HEAPU8.subarray(A._aw_sram(), A._aw_sram() + A._aw_sram_size()).some((b) => b)) fail('a reset while recording left the save RAM as it was');
A.ccall('aw_load_state', null, ['string'], ['/q.state']);
if (err() !== 'no state load while recording (Ctrl+R stops the movie)') fail(`a state load while recording said '${err()}'`);
if (A._aw_look_ok() || err() !== 'no look change while recording (Ctrl+R stops the movie)') fail(`a look change while recording said '${err()}'`);
A.ccall('aw_record_stop', null, ['string'], ['/rec2.mov']);
A._aw_reset();
if (A.UTF8ToString(A._aw_line()) !== 'reset' || !A._aw_look_ok()) fail('after the recording a reset is not plain, or the look may not change');
if (!failures) console.log('ok   web player: a renamed ROM records its registry title; another title\'s movie is refused with annex\'s line, the game goes on; the recording rules say the player\'s lines');
process.exit(failures ? 1 : 0);
