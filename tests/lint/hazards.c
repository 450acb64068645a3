/* hazards.c — the lint's own test (tests/check_lint.sh): each line the
 * lint must report ends with a comment naming its rules ("lint: RULE...");
 * every other line must pass. Never compiled into a program. */
#include <stdint.h>
#include "cart/console.h"

#define HALF(x) ((x) / 2)
enum { EIGHT = 8, NINE };

static uint8_t next(void);
static int16_t get(uint8_t i);
static uint8_t pair(uint8_t a, uint8_t b);
static int32_t wide(int32_t v);

int16_t hazards(int16_t a, uint16_t u, uint16_t w, uint8_t b, int32_t l)
{
    int16_t r = 0;
    r += a / 2;                                    /* lint: div-pow2 */
    r += a                                         /* lint: div-pow2 */
        /                                          /* (reported where */
        4;                                         /* the division starts) */
    r += HALF(a);                                  /* lint: div-pow2 */
    r += a / EIGHT;                                /* lint: div-pow2 */
    r += a / (1 << 4);                             /* lint: div-pow2 */
    r += a / -2;                                   /* lint: div-pow2 */
    r += (int16_t)(b - 10) / 2;                    /* lint: div-pow2 */
    r /= 16;                                       /* lint: div-pow2 */
    r += (int16_t)(l / 65536L);                    /* lint: div-pow2 */
    r += CON_DIV(a, 2) + CON_DIV(a - 100, 8);      /* the truncating helper */
    r += CON_DIV(get(b), 2);                       /* lint: macro-twice */
    r += CON_DIV(get(b), 2);                       /* lint: macro-twice */
    r += b / 2 + u / 2 + (uint8_t)(b - 10) / 2;    /* unsigned operands */
    r += a / 3 + a / r + (a >> 1) + a % 2;         /* agree on both targets */
    l += a * 300;                                  /* lint: int16-wide */
    l = wide(a + 1000);                            /* lint: int16-wide */
    l += (int32_t)a * 300 + (int32_t)(uint8_t)b;   /* computed in 32 bits */
    l += 300 * 300;                                /* lint: int16-wide clang */
    l += 300L * 300;
    if (u - w < 10)                                /* lint: u16-promo */
        ++r;
    r += (int16_t)((u - w) / 2);                   /* lint: u16-promo */
    l += u - w;                                    /* lint: u16-promo */
    if ((uint16_t)(u - w) < 10 || u - 1u < 10)     /* cast back, or unsigned int */
        ++r;
    r += pair(next(), next());                     /* lint: arg-order */
    r += pair(b++, b);                             /* lint: arg-order */
    r += pair(b, (uint8_t)(b = 3));                /* lint: arg-order */
    r += pair(next(), b) + pair(b, 1);             /* one effect, nothing shared */
    r += pair(get(1), get(2));                     /* lint: arg-order */
    r += pair(get(1), next());                     /* two functions: not seen */
    b = a ? (b ? b : (uint8_t)u) : (uint8_t)w;     /* lint: char-cond */
    r += a ? (b ? 'x' : 'y') : 'z';                /* int ?: */
    return r;
}

/* cc65 does not promote bytes to int (issue 34's five, then the safe forms). */
int16_t bytes(uint8_t a, uint8_t b, int8_t s, uint8_t u)
{
    int16_t t = a - b;                             /* lint: u8-arith */
    t += (int16_t)(a - b);                         /* lint: u8-arith */
    t += (a - b) / 2;                              /* lint: u8-arith div-pow2 */
    t += s < u;                                    /* lint: u8-arith */
    t += s * u / 120;                              /* lint: u8-arith */
    t += (int16_t)a - (int16_t)b;                  /* both operands cast */
    t += (int16_t)s < (int16_t)u;
    t += (uint8_t)(a - b) + a / 2 + (a + 1 < b);   /* 8 bits, or never negative */
    t += a < NINE;                                 /* an enumerator without a value */
    return t;
}
