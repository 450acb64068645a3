/* cpu.c — NMOS 6502 core: one switch on the opcode, every bus access in the
 * order the chip makes it (see cpu.h and docs/cpu.md).
 *
 * Speed: cpu_run keeps the registers, the split flags and the cycle counter
 * in locals. Stores through uint8_t pointers may alias anything, so state
 * kept in the struct would be reloaded after every memory write; locals are
 * not. The struct is written back on return and before every io callback
 * that might look at the cycle counter.
 *
 * Flags live apart while running: N is bit 7 of n, Z is (z == 0), cf and vf
 * are 0/1, and pid holds the I and D bits. Setting N and Z then costs two
 * moves instead of a read-modify-write of P.
 */
#include "emu/cpu.h"

#include <string.h>

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ---- bus access --------------------------------------------------------- */

/* The slow paths stay out of line so the fast path inlines small. */
static __attribute__((noinline)) uint8_t io_rd(cpu *c, uint64_t cyc, uint16_t a)
{
    const cpu_bus *b = c->bus;
    c->cycles = cyc;
    return b->io_read(b->ctx, a);
}

static __attribute__((noinline)) void io_wr(cpu *c, uint64_t cyc, uint16_t a, uint8_t v)
{
    const cpu_bus *b = c->bus;
    c->cycles = cyc;
    b->io_write(b->ctx, a, v);
}

static inline uint8_t bus_rd(const cpu_bus *b, cpu *c, uint64_t cyc, uint16_t a)
{
    const uint8_t *page = b->rd[a >> 8];
    if (LIKELY(page != NULL))
        return page[a & 0xFF];
    return io_rd(c, cyc, a);
}

static inline void bus_wr(const cpu_bus *b, cpu *c, uint64_t cyc, uint16_t a, uint8_t v)
{
    uint8_t *page = b->wr[a >> 8];
    if (LIKELY(page != NULL))
        page[a & 0xFF] = v;
    else
        io_wr(c, cyc, a, v);
}

/* One bus cycle each. Never nest RD inside another RD/WR argument: the two
 * cyc++ would be unsequenced. */
#define RD(addr) bus_rd(bus, c, cyc++, (uint16_t)(addr))
#define WR(addr, v) bus_wr(bus, c, cyc++, (uint16_t)(addr), (uint8_t)(v))
#define PUSH(v) do { WR(0x100 | s, (v)); s--; } while (0)
#define PULL() RD(0x100 | ++s)

/* ---- flags -------------------------------------------------------------- */

#define GET_P() (uint8_t)((n & CPU_N) | (vf << 6) | CPU_U | pid | (z ? 0 : CPU_Z) | cf)
#define SET_P(v) do { uint8_t p_ = (v); n = p_; z = (uint8_t)(~p_ & CPU_Z); \
                      cf = p_ & 1; vf = (p_ >> 6) & 1; pid = p_ & (CPU_I | CPU_D); } while (0)

/* Decimal ADC/SBC are rare: computed out of line, returned with flags in
 * P layout (C Z V N). */
typedef struct { uint8_t a, p; } dec_res;

/* NMOS decimal ADC as silicon does it: Z from the binary sum, N and V from
 * the high nibble before its decimal adjust, C after it. */
static dec_res adc_decimal(uint8_t a, uint8_t m, uint8_t carry)
{
    dec_res r = { 0, 0 };
    unsigned lo = (a & 0x0Fu) + (m & 0x0Fu) + carry;
    unsigned hi;
    if (lo > 9) lo += 6;
    hi = (a >> 4) + (m >> 4u) + (lo > 0x0F);
    if (((a + m + carry) & 0xFF) == 0) r.p |= CPU_Z;
    if (hi & 8) r.p |= CPU_N;
    if (~(a ^ m) & (a ^ (hi << 4)) & 0x80) r.p |= CPU_V;
    if (hi > 9) hi += 6;
    if (hi > 0x0F) r.p |= CPU_C;
    r.a = (uint8_t)((hi << 4) | (lo & 0x0F));
    return r;
}

/* NMOS decimal SBC: every flag from the binary difference, only A adjusted.
 * Unsigned wrap-around stands in for the negative nibbles. */
static dec_res sbc_decimal(uint8_t a, uint8_t m, uint8_t carry)
{
    dec_res r = { 0, 0 };
    unsigned borrow = carry ? 0u : 1u;
    unsigned t = a - m - borrow;
    unsigned lo = (a & 0x0Fu) - (m & 0x0Fu) - borrow;
    unsigned hi = (a >> 4u) - (m >> 4u);
    if (t < 0x100) r.p |= CPU_C;
    if ((t & 0xFF) == 0) r.p |= CPU_Z;
    if (t & 0x80) r.p |= CPU_N;
    if ((a ^ m) & (a ^ t) & 0x80) r.p |= CPU_V;
    if (lo & 0x10) { lo -= 6; hi--; }
    if (hi & 0x10) hi -= 6;
    r.a = (uint8_t)((hi << 4) | (lo & 0x0F));
    return r;
}

#define DEC_FLAGS(r) do { cf = (r).p & 1; z = (uint8_t)(~(r).p & CPU_Z); n = (r).p; \
                          vf = ((r).p >> 6) & 1; } while (0)

/* ---- operations (m is the operand value) -------------------------------- */

#define LD(reg, v) do { reg = (v); n = z = reg; } while (0)
#define ORA(v) do { a |= (v); n = z = a; } while (0)
#define AND(v) do { a &= (v); n = z = a; } while (0)
#define EOR(v) do { a ^= (v); n = z = a; } while (0)
#define CMP(reg, v) do { uint8_t m_ = (v); cf = (reg) >= m_; n = z = (uint8_t)((reg) - m_); } while (0)
#define BIT(v) do { uint8_t m_ = (v); z = a & m_; n = m_; vf = (m_ >> 6) & 1; } while (0)
#define ADC_BIN(m) do { unsigned t_ = a + (m) + cf; \
                        vf = ((~(a ^ (m)) & (a ^ t_)) >> 7) & 1; \
                        cf = (uint8_t)(t_ >> 8); a = (uint8_t)t_; n = z = a; } while (0)
#define ADC(v) do { uint8_t m_ = (v); \
                    if (UNLIKELY(pid & CPU_D)) { dec_res r_ = adc_decimal(a, m_, cf); a = r_.a; DEC_FLAGS(r_); } \
                    else ADC_BIN(m_); } while (0)
#define SBC(v) do { uint8_t m_ = (v); \
                    if (UNLIKELY(pid & CPU_D)) { dec_res r_ = sbc_decimal(a, m_, cf); a = r_.a; DEC_FLAGS(r_); } \
                    else { m_ = (uint8_t)~m_; ADC_BIN(m_); } } while (0)

/* Shifts and the undocumented combinations modify v in place. */
#define ASL(v) do { cf = (v) >> 7; (v) = (uint8_t)((v) << 1); n = z = (v); } while (0)
#define LSR(v) do { cf = (v) & 1; (v) >>= 1; n = z = (v); } while (0)
#define ROL(v) do { uint8_t c_ = (v) >> 7; (v) = (uint8_t)(((v) << 1) | cf); cf = c_; n = z = (v); } while (0)
#define ROR(v) do { uint8_t c_ = (v) & 1; (v) = (uint8_t)(((v) >> 1) | (cf << 7)); cf = c_; n = z = (v); } while (0)
#define INC(v) do { (v)++; n = z = (v); } while (0)
#define DEC(v) do { (v)--; n = z = (v); } while (0)
#define SLO(v) do { ASL(v); ORA(v); } while (0)
#define RLA(v) do { ROL(v); AND(v); } while (0)
#define SRE(v) do { LSR(v); EOR(v); } while (0)
#define RRA(v) do { ROR(v); ADC(v); } while (0)
#define DCP(v) do { (v)--; CMP(a, v); } while (0)
#define ISC(v) do { (v)++; SBC(v); } while (0)

/* ---- addressing modes: compute ea with the chip's dummy accesses --------- */

#define M_ZP() (ea = RD(pc++))
/* zp,X: the base is read once (dummy) while the index is added. */
#define M_ZPI(i) do { uint8_t b_ = RD(pc++); RD(b_); ea = (uint8_t)(b_ + (i)); } while (0)
#define M_ABS() do { uint16_t l_ = RD(pc++); ea = (uint16_t)(l_ | (RD(pc++) << 8)); } while (0)
/* abs,X for reads: the first read uses the unfixed high byte; only when the
 * page was crossed is it a dummy, followed by the real read. */
#define M_ABI_R(i) do { M_ABS(); uint16_t t_ = (uint16_t)(ea + (i)); \
                        if ((t_ ^ ea) & 0xFF00) { RD((ea & 0xFF00) | (t_ & 0xFF)); } ea = t_; } while (0)
/* abs,X for writes and RMW: the dummy read happens always. */
#define M_ABI_W(i) do { M_ABS(); uint16_t t_ = (uint16_t)(ea + (i)); \
                        RD((ea & 0xFF00) | (t_ & 0xFF)); ea = t_; } while (0)
#define M_IZX() do { uint8_t b_ = RD(pc++); RD(b_); b_ = (uint8_t)(b_ + x); \
                     uint16_t l_ = RD(b_); ea = (uint16_t)(l_ | (RD((uint8_t)(b_ + 1)) << 8)); } while (0)
#define M_IZY_BASE() do { uint8_t b_ = RD(pc++); uint16_t l_ = RD(b_); \
                          ea = (uint16_t)(l_ | (RD((uint8_t)(b_ + 1)) << 8)); } while (0)
#define M_IZY_R() do { M_IZY_BASE(); uint16_t t_ = (uint16_t)(ea + y); \
                       if ((t_ ^ ea) & 0xFF00) { RD((ea & 0xFF00) | (t_ & 0xFF)); } ea = t_; } while (0)
#define M_IZY_W() do { M_IZY_BASE(); uint16_t t_ = (uint16_t)(ea + y); \
                       RD((ea & 0xFF00) | (t_ & 0xFF)); ea = t_; } while (0)

/* Read-modify-write: read, write the old value back (the NMOS dummy write),
 * write the result. */
#define RMW(OP) do { uint8_t v_ = RD(ea); WR(ea, v_); OP(v_); WR(ea, v_); } while (0)
/* Implied/accumulator: the byte after the opcode is read and discarded. */
#define IMPLIED() RD(pc)

/* Taken: a dummy read of the next opcode; across a page one more dummy read
 * with the unfixed high byte. A branch to itself is a trap (see cpu.h). */
#define BRANCH(cond) do { uint8_t o_ = RD(pc++); \
        if (cond) { uint16_t t_ = (uint16_t)(pc + (o_ ^ 0x80) - 0x80); RD(pc); \
                    if ((t_ ^ pc) & 0xFF00) { RD((pc & 0xFF00) | (t_ & 0xFF)); } \
                    if (UNLIKELY(t_ == (uint16_t)(pc - 2))) { pc = t_; goto trap; } \
                    pc = t_; } } while (0)

/* The unstable stores SHA/SHX/SHY/TAS (abs,X/abs,Y/(zp),Y): the value is
 * reg & (H+1), H the base's high byte; when the index crosses a page the
 * high address byte is replaced by that value. base is ea before indexing. */
#define SH_STORE(reg, i) do { uint16_t t_ = (uint16_t)(ea + (i)); \
        RD((ea & 0xFF00) | (t_ & 0xFF)); \
        uint8_t v_ = (uint8_t)((reg) & ((ea >> 8) + 1)); \
        if ((t_ ^ ea) & 0xFF00) { t_ = (uint16_t)((v_ << 8) | (t_ & 0xFF)); } \
        WR(t_, v_); } while (0)

/* Interrupt entry (IRQ/NMI): two dummy reads at PC, PC and P pushed with
 * B clear, I set, vector read. */
#define INTERRUPT(vec) do { RD(pc); RD(pc); PUSH(pc >> 8); PUSH(pc & 0xFF); \
        PUSH(GET_P()); pid |= CPU_I; uint16_t l_ = RD(vec); \
        pc = (uint16_t)(l_ | (RD((vec) + 1) << 8)); } while (0)

/* ---- public API --------------------------------------------------------- */

void cpu_init(cpu *c, const cpu_bus *bus)
{
    memset(c, 0, sizeof *c);
    c->bus = bus;
    c->p = CPU_U | CPU_I;
    c->pending = CPU_PENDING_RESET;
}

void cpu_reset(cpu *c)
{
    c->pending |= CPU_PENDING_RESET;
}

void cpu_irq(cpu *c, int level)
{
    if (level)
        c->pending |= CPU_PENDING_IRQ;
    else
        c->pending &= (uint8_t)~CPU_PENDING_IRQ;
}

void cpu_nmi(cpu *c)
{
    c->pending |= CPU_PENDING_NMI;
}

int cpu_step(cpu *c)
{
    /* Every instruction and interrupt entry takes at least one cycle, so a
     * budget of one cycle is exactly one of them. */
    return (int)cpu_run(c, c->cycles + 1);
}

uint64_t cpu_run(cpu *c, uint64_t until)
{
    const cpu_bus *bus = c->bus;
    uint64_t cyc = c->cycles;
    const uint64_t start = cyc;
    uint64_t ins = c->instructions;
    uint16_t pc = c->pc, ea;
    uint8_t a = c->a, x = c->x, y = c->y, s = c->s;
    uint8_t n, z, cf, vf, pid;
    uint8_t idelay = c->i_delay;
    uint8_t op;

    if (c->jammed && !(c->pending & CPU_PENDING_RESET))
        return 0;
    SET_P(c->p);

    while (cyc < until) {
        /* Lines are read from the struct each time: io callbacks set them. */
        if (UNLIKELY(c->pending)) {
            if (c->pending & CPU_PENDING_RESET) {
                /* The stack "pushes" are reads: S drops by 3, nothing written. */
                c->pending &= (uint8_t)~CPU_PENDING_RESET;
                c->jammed = 0;
                RD(pc); RD(pc);
                RD(0x100 | s); s--;
                RD(0x100 | s); s--;
                RD(0x100 | s); s--;
                pid |= CPU_I;
                uint16_t l_ = RD(0xFFFC);
                pc = (uint16_t)(l_ | (RD(0xFFFD) << 8));
                idelay = 0;
                continue;
            }
            if (c->pending & CPU_PENDING_NMI) {
                c->pending &= (uint8_t)~CPU_PENDING_NMI;
                INTERRUPT(0xFFFA);
                idelay = 0;
                continue;
            }
            /* After CLI/SEI/PLP the poll saw I as it was before them. */
            if (!((idelay ? idelay : pid) & CPU_I)) {
                INTERRUPT(0xFFFE);
                idelay = 0;
                continue;
            }
        }
        idelay = 0;
        ins++;
        op = RD(pc++);
        switch (op) {
        /* ---- loads, stores, ALU ---- */
        case 0x09: ORA(RD(pc++)); break;
        case 0x05: M_ZP(); ORA(RD(ea)); break;
        case 0x15: M_ZPI(x); ORA(RD(ea)); break;
        case 0x0D: M_ABS(); ORA(RD(ea)); break;
        case 0x1D: M_ABI_R(x); ORA(RD(ea)); break;
        case 0x19: M_ABI_R(y); ORA(RD(ea)); break;
        case 0x01: M_IZX(); ORA(RD(ea)); break;
        case 0x11: M_IZY_R(); ORA(RD(ea)); break;

        case 0x29: AND(RD(pc++)); break;
        case 0x25: M_ZP(); AND(RD(ea)); break;
        case 0x35: M_ZPI(x); AND(RD(ea)); break;
        case 0x2D: M_ABS(); AND(RD(ea)); break;
        case 0x3D: M_ABI_R(x); AND(RD(ea)); break;
        case 0x39: M_ABI_R(y); AND(RD(ea)); break;
        case 0x21: M_IZX(); AND(RD(ea)); break;
        case 0x31: M_IZY_R(); AND(RD(ea)); break;

        case 0x49: EOR(RD(pc++)); break;
        case 0x45: M_ZP(); EOR(RD(ea)); break;
        case 0x55: M_ZPI(x); EOR(RD(ea)); break;
        case 0x4D: M_ABS(); EOR(RD(ea)); break;
        case 0x5D: M_ABI_R(x); EOR(RD(ea)); break;
        case 0x59: M_ABI_R(y); EOR(RD(ea)); break;
        case 0x41: M_IZX(); EOR(RD(ea)); break;
        case 0x51: M_IZY_R(); EOR(RD(ea)); break;

        case 0x69: ADC(RD(pc++)); break;
        case 0x65: M_ZP(); ADC(RD(ea)); break;
        case 0x75: M_ZPI(x); ADC(RD(ea)); break;
        case 0x6D: M_ABS(); ADC(RD(ea)); break;
        case 0x7D: M_ABI_R(x); ADC(RD(ea)); break;
        case 0x79: M_ABI_R(y); ADC(RD(ea)); break;
        case 0x61: M_IZX(); ADC(RD(ea)); break;
        case 0x71: M_IZY_R(); ADC(RD(ea)); break;

        case 0xE9: case 0xEB: SBC(RD(pc++)); break;
        case 0xE5: M_ZP(); SBC(RD(ea)); break;
        case 0xF5: M_ZPI(x); SBC(RD(ea)); break;
        case 0xED: M_ABS(); SBC(RD(ea)); break;
        case 0xFD: M_ABI_R(x); SBC(RD(ea)); break;
        case 0xF9: M_ABI_R(y); SBC(RD(ea)); break;
        case 0xE1: M_IZX(); SBC(RD(ea)); break;
        case 0xF1: M_IZY_R(); SBC(RD(ea)); break;

        case 0xC9: CMP(a, RD(pc++)); break;
        case 0xC5: M_ZP(); CMP(a, RD(ea)); break;
        case 0xD5: M_ZPI(x); CMP(a, RD(ea)); break;
        case 0xCD: M_ABS(); CMP(a, RD(ea)); break;
        case 0xDD: M_ABI_R(x); CMP(a, RD(ea)); break;
        case 0xD9: M_ABI_R(y); CMP(a, RD(ea)); break;
        case 0xC1: M_IZX(); CMP(a, RD(ea)); break;
        case 0xD1: M_IZY_R(); CMP(a, RD(ea)); break;

        case 0xE0: CMP(x, RD(pc++)); break;
        case 0xE4: M_ZP(); CMP(x, RD(ea)); break;
        case 0xEC: M_ABS(); CMP(x, RD(ea)); break;
        case 0xC0: CMP(y, RD(pc++)); break;
        case 0xC4: M_ZP(); CMP(y, RD(ea)); break;
        case 0xCC: M_ABS(); CMP(y, RD(ea)); break;

        case 0x24: M_ZP(); BIT(RD(ea)); break;
        case 0x2C: M_ABS(); BIT(RD(ea)); break;

        case 0xA9: LD(a, RD(pc++)); break;
        case 0xA5: M_ZP(); LD(a, RD(ea)); break;
        case 0xB5: M_ZPI(x); LD(a, RD(ea)); break;
        case 0xAD: M_ABS(); LD(a, RD(ea)); break;
        case 0xBD: M_ABI_R(x); LD(a, RD(ea)); break;
        case 0xB9: M_ABI_R(y); LD(a, RD(ea)); break;
        case 0xA1: M_IZX(); LD(a, RD(ea)); break;
        case 0xB1: M_IZY_R(); LD(a, RD(ea)); break;

        case 0xA2: LD(x, RD(pc++)); break;
        case 0xA6: M_ZP(); LD(x, RD(ea)); break;
        case 0xB6: M_ZPI(y); LD(x, RD(ea)); break;
        case 0xAE: M_ABS(); LD(x, RD(ea)); break;
        case 0xBE: M_ABI_R(y); LD(x, RD(ea)); break;

        case 0xA0: LD(y, RD(pc++)); break;
        case 0xA4: M_ZP(); LD(y, RD(ea)); break;
        case 0xB4: M_ZPI(x); LD(y, RD(ea)); break;
        case 0xAC: M_ABS(); LD(y, RD(ea)); break;
        case 0xBC: M_ABI_R(x); LD(y, RD(ea)); break;

        case 0x85: M_ZP(); WR(ea, a); break;
        case 0x95: M_ZPI(x); WR(ea, a); break;
        case 0x8D: M_ABS(); WR(ea, a); break;
        case 0x9D: M_ABI_W(x); WR(ea, a); break;
        case 0x99: M_ABI_W(y); WR(ea, a); break;
        case 0x81: M_IZX(); WR(ea, a); break;
        case 0x91: M_IZY_W(); WR(ea, a); break;
        case 0x86: M_ZP(); WR(ea, x); break;
        case 0x96: M_ZPI(y); WR(ea, x); break;
        case 0x8E: M_ABS(); WR(ea, x); break;
        case 0x84: M_ZP(); WR(ea, y); break;
        case 0x94: M_ZPI(x); WR(ea, y); break;
        case 0x8C: M_ABS(); WR(ea, y); break;

        /* ---- shifts, INC/DEC ---- */
        case 0x0A: IMPLIED(); ASL(a); break;
        case 0x06: M_ZP(); RMW(ASL); break;
        case 0x16: M_ZPI(x); RMW(ASL); break;
        case 0x0E: M_ABS(); RMW(ASL); break;
        case 0x1E: M_ABI_W(x); RMW(ASL); break;
        case 0x2A: IMPLIED(); ROL(a); break;
        case 0x26: M_ZP(); RMW(ROL); break;
        case 0x36: M_ZPI(x); RMW(ROL); break;
        case 0x2E: M_ABS(); RMW(ROL); break;
        case 0x3E: M_ABI_W(x); RMW(ROL); break;
        case 0x4A: IMPLIED(); LSR(a); break;
        case 0x46: M_ZP(); RMW(LSR); break;
        case 0x56: M_ZPI(x); RMW(LSR); break;
        case 0x4E: M_ABS(); RMW(LSR); break;
        case 0x5E: M_ABI_W(x); RMW(LSR); break;
        case 0x6A: IMPLIED(); ROR(a); break;
        case 0x66: M_ZP(); RMW(ROR); break;
        case 0x76: M_ZPI(x); RMW(ROR); break;
        case 0x6E: M_ABS(); RMW(ROR); break;
        case 0x7E: M_ABI_W(x); RMW(ROR); break;
        case 0xE6: M_ZP(); RMW(INC); break;
        case 0xF6: M_ZPI(x); RMW(INC); break;
        case 0xEE: M_ABS(); RMW(INC); break;
        case 0xFE: M_ABI_W(x); RMW(INC); break;
        case 0xC6: M_ZP(); RMW(DEC); break;
        case 0xD6: M_ZPI(x); RMW(DEC); break;
        case 0xCE: M_ABS(); RMW(DEC); break;
        case 0xDE: M_ABI_W(x); RMW(DEC); break;

        /* ---- implied ---- */
        case 0xE8: IMPLIED(); INC(x); break;
        case 0xC8: IMPLIED(); INC(y); break;
        case 0xCA: IMPLIED(); DEC(x); break;
        case 0x88: IMPLIED(); DEC(y); break;
        case 0xAA: IMPLIED(); LD(x, a); break;
        case 0xA8: IMPLIED(); LD(y, a); break;
        case 0x8A: IMPLIED(); LD(a, x); break;
        case 0x98: IMPLIED(); LD(a, y); break;
        case 0xBA: IMPLIED(); LD(x, s); break;
        case 0x9A: IMPLIED(); s = x; break;
        case 0x18: IMPLIED(); cf = 0; break;
        case 0x38: IMPLIED(); cf = 1; break;
        case 0xB8: IMPLIED(); vf = 0; break;
        case 0xD8: IMPLIED(); pid &= (uint8_t)~CPU_D; break;
        case 0xF8: IMPLIED(); pid |= CPU_D; break;
        /* CLI/SEI/PLP change I after the interrupt poll: the next poll uses
         * the old value (so CLI;SEI lets one pending IRQ in, after SEI). */
        case 0x58: IMPLIED(); idelay = (uint8_t)(0x80 | pid); pid &= (uint8_t)~CPU_I; break;
        case 0x78: IMPLIED(); idelay = (uint8_t)(0x80 | pid); pid |= CPU_I; break;
        case 0xEA: case 0x1A: case 0x3A: case 0x5A: case 0x7A: case 0xDA: case 0xFA:
            IMPLIED(); break;

        /* ---- stack ---- */
        case 0x48: IMPLIED(); PUSH(a); break;
        case 0x08: IMPLIED(); PUSH(GET_P() | CPU_B); break;
        case 0x68: IMPLIED(); RD(0x100 | s); LD(a, PULL()); break;
        case 0x28: {
            uint8_t old = pid;
            IMPLIED(); RD(0x100 | s);
            SET_P(PULL());
            idelay = (uint8_t)(0x80 | old);
            break;
        }

        /* ---- jumps, calls, interrupts ---- */
        case 0x4C:
            M_ABS();
            if (UNLIKELY(ea == (uint16_t)(pc - 3))) { pc = ea; goto trap; }
            pc = ea;
            break;
        case 0x6C: {
            /* The pointer's high byte is fetched without a carry into its
             * page: JMP ($xxFF) reads $xx00. */
            M_ABS();
            uint16_t l_ = RD(ea);
            pc = (uint16_t)(l_ | (RD((ea & 0xFF00) | ((ea + 1) & 0xFF)) << 8));
            break;
        }
        case 0x20: {
            /* The high byte is fetched last, after the pushes: JSR pushes the
             * address of its own last byte. */
            uint16_t l_ = RD(pc++);
            RD(0x100 | s);
            PUSH(pc >> 8);
            PUSH(pc & 0xFF);
            pc = (uint16_t)(l_ | (RD(pc) << 8));
            break;
        }
        case 0x60: {
            IMPLIED(); RD(0x100 | s);
            uint16_t l_ = PULL();
            pc = (uint16_t)(l_ | (PULL() << 8));
            RD(pc); pc++;
            break;
        }
        case 0x40: {
            IMPLIED(); RD(0x100 | s);
            SET_P(PULL());
            uint16_t l_ = PULL();
            pc = (uint16_t)(l_ | (PULL() << 8));
            break;
        }
        case 0x00: {
            /* The padding byte after BRK is read and skipped. */
            RD(pc); pc++;
            PUSH(pc >> 8); PUSH(pc & 0xFF);
            PUSH(GET_P() | CPU_B);
            pid |= CPU_I;
            uint16_t l_ = RD(0xFFFE);
            pc = (uint16_t)(l_ | (RD(0xFFFF) << 8));
            break;
        }

        case 0x10: BRANCH(!(n & 0x80)); break;
        case 0x30: BRANCH(n & 0x80); break;
        case 0x50: BRANCH(!vf); break;
        case 0x70: BRANCH(vf); break;
        case 0x90: BRANCH(!cf); break;
        case 0xB0: BRANCH(cf); break;
        case 0xD0: BRANCH(z); break;
        case 0xF0: BRANCH(!z); break;

        /* ---- undocumented, stable ---- */
        case 0x80: case 0x82: case 0x89: case 0xC2: case 0xE2: RD(pc++); break;
        case 0x04: case 0x44: case 0x64: M_ZP(); RD(ea); break;
        case 0x14: case 0x34: case 0x54: case 0x74: case 0xD4: case 0xF4:
            M_ZPI(x); RD(ea); break;
        case 0x0C: M_ABS(); RD(ea); break;
        case 0x1C: case 0x3C: case 0x5C: case 0x7C: case 0xDC: case 0xFC:
            M_ABI_R(x); RD(ea); break;

#define RMW_GROUP(base, OP) \
        case base + 0x03: M_IZX(); RMW(OP); break; \
        case base + 0x07: M_ZP(); RMW(OP); break; \
        case base + 0x0F: M_ABS(); RMW(OP); break; \
        case base + 0x13: M_IZY_W(); RMW(OP); break; \
        case base + 0x17: M_ZPI(x); RMW(OP); break; \
        case base + 0x1B: M_ABI_W(y); RMW(OP); break; \
        case base + 0x1F: M_ABI_W(x); RMW(OP); break;
        RMW_GROUP(0x00, SLO)
        RMW_GROUP(0x20, RLA)
        RMW_GROUP(0x40, SRE)
        RMW_GROUP(0x60, RRA)
        RMW_GROUP(0xC0, DCP)
        RMW_GROUP(0xE0, ISC)
#undef RMW_GROUP

        case 0x87: M_ZP(); WR(ea, a & x); break;
        case 0x97: M_ZPI(y); WR(ea, a & x); break;
        case 0x8F: M_ABS(); WR(ea, a & x); break;
        case 0x83: M_IZX(); WR(ea, a & x); break;

        case 0xA7: M_ZP(); LD(a, RD(ea)); x = a; break;
        case 0xB7: M_ZPI(y); LD(a, RD(ea)); x = a; break;
        case 0xAF: M_ABS(); LD(a, RD(ea)); x = a; break;
        case 0xBF: M_ABI_R(y); LD(a, RD(ea)); x = a; break;
        case 0xA3: M_IZX(); LD(a, RD(ea)); x = a; break;
        case 0xB3: M_IZY_R(); LD(a, RD(ea)); x = a; break;

        case 0xCB: { /* SBX: X = (A & X) - imm, carry as CMP, no decimal */
            uint8_t m_ = RD(pc++), t_ = a & x;
            cf = t_ >= m_;
            x = (uint8_t)(t_ - m_);
            n = z = x;
            break;
        }

        /* ---- undocumented, from the NMOS documentation ---- */
        case 0x0B: case 0x2B: AND(RD(pc++)); cf = a >> 7; break;           /* ANC */
        case 0x4B: AND(RD(pc++)); LSR(a); break;                          /* ALR */
        case 0x6B: {                                                       /* ARR */
            uint8_t t_ = a & RD(pc++);
            a = (uint8_t)((t_ >> 1) | (cf << 7));
            n = z = a;
            vf = ((t_ ^ a) >> 6) & 1;
            if (!(pid & CPU_D)) {
                cf = (a >> 6) & 1;
            } else {
                /* Decimal: the halves get BCD-adjusted from the AND result. */
                if ((t_ & 0x0F) + (t_ & 0x01) > 5)
                    a = (uint8_t)((a & 0xF0) | ((a + 6) & 0x0F));
                cf = (t_ & 0xF0) + (t_ & 0x10) > 0x50;
                if (cf) a = (uint8_t)(a + 0x60);
            }
            break;
        }
        case 0x8B: LD(a, (a | 0xEE) & x & RD(pc++)); break;                /* ANE */
        case 0xAB: LD(a, (a | 0xEE) & RD(pc++)); x = a; break;             /* LXA */
        case 0xBB: M_ABI_R(y); LD(a, RD(ea) & s); x = s = a; break;         /* LAS */

        /* ---- undocumented, unstable stores ---- */
        case 0x9C: M_ABS(); SH_STORE(y, x); break;                          /* SHY */
        case 0x9E: M_ABS(); SH_STORE(x, y); break;                          /* SHX */
        case 0x9F: M_ABS(); SH_STORE(a & x, y); break;                      /* SHA */
        case 0x93: M_IZY_BASE(); SH_STORE(a & x, y); break;                 /* SHA */
        case 0x9B: M_ABS(); s = a & x; SH_STORE(s, y); break;               /* TAS */

        /* ---- JAM: the chip stops; only RESET revives it ---- */
        case 0x02: case 0x12: case 0x22: case 0x32: case 0x42: case 0x52:
        case 0x62: case 0x72: case 0x92: case 0xB2: case 0xD2: case 0xF2:
            c->jammed = 1;
            c->jam_op = op;
            c->jam_addr = (uint16_t)(pc - 1);
            goto out;
        }
        continue;
    trap:
        c->trapped = 1;
        c->trap_addr = pc;
        if (c->stop_on_trap)
            break;
    }
out:
    c->pc = pc; c->a = a; c->x = x; c->y = y; c->s = s;
    c->p = GET_P();
    c->i_delay = idelay;
    c->cycles = cyc;
    c->instructions = ins;
    return cyc - start;
}
