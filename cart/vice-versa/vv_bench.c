/* vv_bench.c — the think-time benchmark cartridge (bench/vv.sh, not a
 * title of the picker): every opponent thinks, exactly as in the game (same
 * search, same polls and thinking pattern), on a fixed suite of positions
 * taken from recorded games. The trace marks each think:
 *     go O P               before opponent O (0-4) thinks on position P
 *     done O P SQ NODES    after, with the move chosen and the nodes searched
 * tools/vvbench times the span between the two lines: emulated cycles on
 * the ROM, wall time natively. */
#include "cart/vice-versa/vv.h"
#include "cart/reversi/rv.h"
#include "cart/ai/ai.h"

/* Three complete games recorded by tools/vvbot (ABE, CHARLIE, BETTY). */
static const char *const games[3] = {
    "f5f6f7g7d3c3b3b2e6f4a1e7g5c4e8c2g3a2e3f3c5h3c1b5h7h8e2d7a3e1"
    "c6h6f2f1g2b4d2h1g4h4g6d6a6d1b6a4h5c7a5g1f8b7b1d8a7b8a8g8h2c8",
    "e6f6d3d6g7g6c7c6d7h8h6c3f4f3f8c8b6a6b7e8b3g8d8g5e3a3f7c4b4f5"
    "g3h3h5h4h7g4b8a8f2c5b2a1b5f1a5a7g1h1h2a4c2g2e7e1e2c1b1d1a2d2",
    "e6f6d3d6g7g6c7c6d7c3h6h8f4f3f8e3b6f5b2c8e8a6g3f7g5a1c4h3b5h4"
    "h5c5b8a8c2c1h2d8e2g8b1h7a7h1g2e1a5a4d1b4f1g1e7b3b7f2d2g4a3a2",
};
/* Positions: each game after these many moves (opening to endgame). */
static const uint8_t plies[6] = { 8, 16, 24, 32, 40, 48 };

static char buf[2 * 60 + 1];

static void trace_num(uint16_t v)
{
    con_trace_char(' ');
    con_trace_u16(v);
}

/* Sets up position `pos` (0-17): its game's first plies[] moves. */
static void setup(uint8_t pos)
{
    const char *g = games[pos / 6];
    uint8_t n = (uint8_t)(2 * plies[pos % 6]), i;
    for (i = 0; i < n; ++i)
        buf[i] = g[i];
    buf[n] = 0;
    rv_init();
    rv_play(buf);
}

void vv_bench_main(void)
{
    uint8_t o, pos, sq;
    vv_draw_init();
    for (o = 0; o < 5; ++o)
        for (pos = 0; pos < 18; ++pos) {
            setup(pos);
            vv_board();
            con_trace("go");
            trace_num(o);
            trace_num(pos);
            con_trace_end();
            sq = vv_ai_move(o);
            con_trace("done");
            trace_num(o);
            trace_num(pos);
            trace_num(sq);
            trace_num((uint16_t)(ai_nodes > 65535u ? 65535u : ai_nodes));
            con_trace_end();
        }
}
