/* odin_book.c — Odin's opening library: the named lines of
 * ../shared/othello/openings.txt (f5-first transcripts; the other three first
 * moves by symmetry, odin_ai.c). Generated from that file; tests/check_odin.sh
 * checks that every line of it is here, in order. */
#include "cart/odin/odin.h"

const char *const odin_book[] = {
    "f5f6",                                    /* Diagonal Opening */
    "f5f6e6f4g7",                              /* X-square Opening */
    "f5f6e6f4g6",                              /* Snake / Peasant */
    "f5f6e6f4g6c5g4g5f3e3c4",                  /* Pyramid / Checkerboarding Peasant */
    "f5f6e6f4g5",                              /* Heath / Tobidashi */
    "f5f6e6f4g5e7f7c5e3f3c4d3c2",              /* Mimura variation II */
    "f5f6e6f4g5e7e3",                          /* Heath-Bat */
    "f5f6e6f4g5e7d7",                          /* Iwasaki variation */
    "f5f6e6f4g5d6",                            /* Heath-Chimney */
    "f5f6e6f4g4",                              /* Raccoon Dog */
    "f5f6e6f4g3",                              /* Rocket */
    "f5f6e6f4g3f3g4",                          /* Hamilton */
    "f5f6e6f4g3d6",                            /* Lollipop */
    "f5f6e6f4e3",                              /* Cow */
    "f5f6e6f4e3d6",                            /* Chimney */
    "f5f6e6f4e3c5g5",                          /* Cow Bat / Bat / Cambridge */
    "f5f6e6f4e3c5g5g3g4f3g6",                  /* Bat (Piau Continuation 2) */
    "f5f6e6f4e3c5g5g3g4f3c4",                  /* Melnikov / Bat (Piau Continuation 1) */
    "f5f6e6f4e3c5g5f3g4g6g3d6f7h5h4h3e7",      /* Bat (Kling Continuation) */
    "f5f6e6f4e3c5g5d6g6",                      /* Bat (Kling Alternative) */
    "f5f6e6f4e3c5c4",                          /* Rose-v-Toth */
    "f5f6e6f4e3c5c4e7",                        /* Tanida */
    "f5f6e6f4e3c5c4e7g4",                      /* Aircraft / Feldborg */
    "f5f6e6f4e3c5c4e7b5e2",                    /* Sailboat */
    "f5f6e6f4e3c5c4d3f3e2",                    /* Maruoka */
    "f5f6e6f4e3c5c4d3c3",                      /* Landau */
    "f5f6e6f4c3",                              /* Buffalo / Kenichi Variation */
    "f5f6e6f4c3d7f3",                          /* Maruoka Buffalo */
    "f5f6e6f4c3d6f3c4c5b4",                    /* Tanida Buffalo */
    "f5f6e6f4c3c4",                            /* Hokuriku Buffalo */
    "f5f6e6d6f7f3",                            /* Lysons */
    "f5f6d3f4",                                /* Wing Variation */
    "f5f6c4f4",                                /* Semi-Wing Variation */
    "f5f4",                                    /* Parallel Opening */
    "f5d6",                                    /* Perpendicular Opening */
    "f5d6c5f4e3c6f3",                          /* Shaman / Danish */
    "f5d6c5f4e3c6e6",                          /* Inoue */
    "f5d6c5f4e3c6e6f6",                        /* Iago */
    "f5d6c5f4e3c6d7",                          /* Bhagat */
    "f5d6c5f4e3c6d3f6e6d7",                    /* Rose */
    "f5d6c5f4e3c6d3f6e6d7g4",                  /* Flat */
    "f5d6c5f4e3c6d3f6e6d7g4c4",                /* Rotating Flat */
    "f5d6c5f4e3c6d3f6e6d7g4c4g6",              /* Murakami Variation */
    "f5d6c5f4e3c6d3f6e6d7g4c4g5c3f7d2e7f2",    /* Rotating Flat (Kling Continuation) */
    "f5d6c5f4e3c6d3f6e6d7g3c4",                /* Rose-Birth */
    "f5d6c5f4e3c6d3f6e6d7g3c4g5c3b4e2",        /* Brightstein */
    "f5d6c5f4e3c6d3f6e6d7g3c4b4",              /* Rose-birdie / Rose-Tamenori */
    "f5d6c5f4e3c6d3f6e6d7g3c4b4c3",            /* Rose-Tamenori-Kling */
    "f5d6c5f4e3c6d3f6e6d7e7",                  /* Greenberg / Dawg */
    "f5d6c5f4e3c6d3f3",                        /* Ralle */
    "f5d6c5f4d3",                              /* Horse */
    "f5d6c4g5",                                /* Ganglion / No-Cat */
    "f5d6c4g5c6",                              /* Swallow */
    "f5d6c4g5c6c5d7d3b4c3e3f3",                /* No-Cat (Continuation) */
    "f5d6c4d3e6",                              /* Italian */
    "f5d6c4d3c5",                              /* Cat */
    "f5d6c4d3c5f4e3f3c2c6",                    /* Sakaguchi */
    "f5d6c4d3c5f4e3f3c2b4b3",                  /* Berner */
    "f5d6c3g5",                                /* Bent ganglion */
    "f5d6c3d3c4",                              /* Tiger */
    "f5d6c3d3c4f4f6",                          /* Stephenson */
    "f5d6c3d3c4f4f6g5",                        /* No-Kung */
    "f5d6c3d3c4f4f6g5e3f3g4h3g3f2",            /* No-Kung (Continuation) */
    "f5d6c3d3c4f4f6f3",                        /* Comp'Oth */
    "f5d6c3d3c4f4f6f3e6e7d7g6f8f7g5h6h4g4h3h5h7", /* F.A.T. draw */
    "f5d6c3d3c4f4f6f3e3",                      /* Lightning bolt */
    "f5d6c3d3c4f4f6b4",                        /* Kung */
    "f5d6c3d3c4f4e6",                          /* Leader's Tiger */
    "f5d6c3d3c4f4e3",                          /* Brightwell */
    "f5d6c3d3c4f4c5b4b5c6f3e6e3",              /* Ishii */
    "f5d6c3d3c4f4c5b4b5c6f3e6e3g6f6g5d7g3",    /* Mainline Tiger */
    "f5d6c3d3c4f4c5b3c2",                      /* Rose-Bill */
    "f5d6c3d3c4f4c5b3c2b4",                    /* Central Rose-Bill / Dead draw */
    "f5d6c3d3c4f4c5b3c2e6",                    /* Tamenori */
    "f5d6c3d3c4b3",                            /* Aubrey / Tanaka */
    "f5d6c3d3c4b3d2f4",                        /* Aubrey (Feldborg continuation) */
};
const uint8_t odin_book_count = (uint8_t)(sizeof odin_book / sizeof odin_book[0]);
