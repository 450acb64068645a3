/* odin_book.c — Odin's opening library: the named lines of
 * ../shared/othello/openings.txt (f5-first transcripts; the other three first
 * moves by symmetry, odin_ai.c). Generated from that file; tests/check_odin.sh
 * checks that every line of it is here, in order.
 *
 * One string, line after line, each as a capital letter, the number of moves
 * it shares with the line before ('A' none, 'B' one, ...), then its own moves:
 * a third of the room of whole transcripts (the 6502 ROM is full). */
#include "cart/odin/odin.h"

const char odin_book[] =
    "A" "f5f6"                       /* Diagonal Opening */
    "C" "e6f4g7"                     /* X-square Opening */
    "E" "g6"                         /* Snake / Peasant */
    "F" "c5g4g5f3e3c4"               /* Pyramid / Checkerboarding Peasant */
    "E" "g5"                         /* Heath / Tobidashi */
    "F" "e7f7c5e3f3c4d3c2"           /* Mimura variation II */
    "G" "e3"                         /* Heath-Bat */
    "G" "d7"                         /* Iwasaki variation */
    "F" "d6"                         /* Heath-Chimney */
    "E" "g4"                         /* Raccoon Dog */
    "E" "g3"                         /* Rocket */
    "F" "f3g4"                       /* Hamilton */
    "F" "d6"                         /* Lollipop */
    "E" "e3"                         /* Cow */
    "F" "d6"                         /* Chimney */
    "F" "c5g5"                       /* Cow Bat / Bat / Cambridge */
    "H" "g3g4f3g6"                   /* Bat (Piau Continuation 2) */
    "K" "c4"                         /* Melnikov / Bat (Piau Continuation 1) */
    "H" "f3g4g6g3d6f7h5h4h3e7"       /* Bat (Kling Continuation) */
    "H" "d6g6"                       /* Bat (Kling Alternative) */
    "G" "c4"                         /* Rose-v-Toth */
    "H" "e7"                         /* Tanida */
    "I" "g4"                         /* Aircraft / Feldborg */
    "I" "b5e2"                       /* Sailboat */
    "H" "d3f3e2"                     /* Maruoka */
    "I" "c3"                         /* Landau */
    "E" "c3"                         /* Buffalo / Kenichi Variation */
    "F" "d7f3"                       /* Maruoka Buffalo */
    "F" "d6f3c4c5b4"                 /* Tanida Buffalo */
    "F" "c4"                         /* Hokuriku Buffalo */
    "D" "d6f7f3"                     /* Lysons */
    "C" "d3f4"                       /* Wing Variation */
    "C" "c4f4"                       /* Semi-Wing Variation */
    "B" "f4"                         /* Parallel Opening */
    "B" "d6"                         /* Perpendicular Opening */
    "C" "c5f4e3c6f3"                 /* Shaman / Danish */
    "G" "e6"                         /* Inoue */
    "H" "f6"                         /* Iago */
    "G" "d7"                         /* Bhagat */
    "G" "d3f6e6d7"                   /* Rose */
    "K" "g4"                         /* Flat */
    "L" "c4"                         /* Rotating Flat */
    "M" "g6"                         /* Murakami Variation */
    "M" "g5c3f7d2e7f2"               /* Rotating Flat (Kling Continuation) */
    "K" "g3c4"                       /* Rose-Birth */
    "M" "g5c3b4e2"                   /* Brightstein */
    "M" "b4"                         /* Rose-birdie / Rose-Tamenori */
    "N" "c3"                         /* Rose-Tamenori-Kling */
    "K" "e7"                         /* Greenberg / Dawg */
    "H" "f3"                         /* Ralle */
    "E" "d3"                         /* Horse */
    "C" "c4g5"                       /* Ganglion / No-Cat */
    "E" "c6"                         /* Swallow */
    "F" "c5d7d3b4c3e3f3"             /* No-Cat (Continuation) */
    "D" "d3e6"                       /* Italian */
    "E" "c5"                         /* Cat */
    "F" "f4e3f3c2c6"                 /* Sakaguchi */
    "J" "b4b3"                       /* Berner */
    "C" "c3g5"                       /* Bent ganglion */
    "D" "d3c4"                       /* Tiger */
    "F" "f4f6"                       /* Stephenson */
    "H" "g5"                         /* No-Kung */
    "I" "e3f3g4h3g3f2"               /* No-Kung (Continuation) */
    "H" "f3"                         /* Comp'Oth */
    "I" "e6e7d7g6f8f7g5h6h4g4h3h5h7" /* F.A.T. draw */
    "I" "e3"                         /* Lightning bolt */
    "H" "b4"                         /* Kung */
    "G" "e6"                         /* Leader's Tiger */
    "G" "e3"                         /* Brightwell */
    "G" "c5b4b5c6f3e6e3"             /* Ishii */
    "N" "g6f6g5d7g3"                 /* Mainline Tiger */
    "H" "b3c2"                       /* Rose-Bill */
    "J" "b4"                         /* Central Rose-Bill / Dead draw */
    "J" "e6"                         /* Tamenori */
    "F" "b3"                         /* Aubrey / Tanaka */
    "G" "d2f4"                       /* Aubrey (Feldborg continuation) */
    ;
