/* cpu.c — NMOS 6502 core: one handler per opcode, every bus access in the
 * order the chip makes it (see cpu.h and docs/cpu.md).
 *
 * Speed: cpu_run keeps the registers, the split flags, the cycle and
 * instruction counters and the budget in locals. Stores through uint8_t
 * pointers may alias anything, so state kept in the struct would be
 * reloaded after every memory write; locals are not. Only the cycle counter
 * and pc go through the struct around an io callback (see io_enter); the
 * rest is written back on return.
 *
 * Between two instructions the loop tests one thing, cyc < lim. lim is the
 * budget, or 0 when the slow path must run at the next boundary: interrupt
 * lines or a halt request pending (io callbacks are the only code that can
 * raise them while cpu_run runs, so the line byte is re-read after each),
 * or the I flag poll delay of CLI/SEI/PLP to clear. With GCC each handler
 * ends in its own copy of that test, the next opcode fetch and an indirect
 * jump through a table of label addresses (computed goto), which the host's
 * branch predictor learns per opcode; elsewhere, or with
 * CPU_SWITCH_DISPATCH defined, the handlers are the cases of one switch.
 *
 * Flags live apart while running: nz is the last result (N = bit 7 or bit
 * 15, Z = low byte zero; bit 15 lets BIT and PLP set N and Z apart), cf and
 * vf are 0/1, and pid holds the I and D bits. Setting N and Z then costs one
 * move instead of a read-modify-write of P.
 */
#include "emu/cpu.h"

#include <string.h>

#define LIKELY(x) __builtin_expect(!!(x), 1)
#define UNLIKELY(x) __builtin_expect(!!(x), 0)
#define INLINE static inline __attribute__((always_inline))

#if defined(__GNUC__) && !defined(CPU_SWITCH_DISPATCH)
#define CPU_COMPUTED_GOTO 1
#else
#define CPU_COMPUTED_GOTO 0
#endif

/* ---- bus access --------------------------------------------------------- */

/* The slow paths stay out of line so the fast path inlines small. */
static __attribute__((noinline)) uint8_t io_rd(cpu *c, uint16_t a)
{
    const cpu_bus *b = c->bus;
    return b->io_read(b->ctx, a);
}

static __attribute__((noinline)) void io_wr(cpu *c, uint16_t a, uint8_t v)
{
    const cpu_bus *b = c->bus;
    b->io_write(b->ctx, a, v);
}

#define RUN_ARGS const cpu_bus **bus_, uint64_t *cyc_, uint64_t *lim_, uint16_t *pc_

/* Around an io callback the cycle counter and pc go through the struct (the
 * callback may read them) and the bus pointer is read again, so none of
 * them lives across the call: that leaves the few host registers that
 * survive calls to A, N/Z and the like (measured: 7% on bench/emu.sh).
 * A line raised by the callback (or a halt it asked for) stops the fast
 * path at the next instruction boundary. */
INLINE void io_enter(cpu *c, const uint64_t *cyc_, const uint16_t *pc_)
{
    c->cycles = *cyc_ - 1;
    c->pc = *pc_;
}

INLINE void io_leave(cpu *c, RUN_ARGS)
{
    *cyc_ = c->cycles + 1;
    *pc_ = c->pc;
    *bus_ = c->bus;
    if (c->pending)
        *lim_ = 0;
}

INLINE uint8_t bus_rd(cpu *c, RUN_ARGS, uint16_t a)
{
    const uint8_t *page = (*bus_)->rd[a >> 8];
    ++*cyc_;
    if (LIKELY(page != NULL))
        return page[a & 0xFF];
    io_enter(c, cyc_, pc_);
    uint8_t v = io_rd(c, a);
    io_leave(c, bus_, cyc_, lim_, pc_);
    return v;
}

INLINE void bus_wr(cpu *c, RUN_ARGS, uint16_t a, uint8_t v)
{
    uint8_t *page = (*bus_)->wr[a >> 8];
    ++*cyc_;
    if (LIKELY(page != NULL)) {
        page[a & 0xFF] = v;
        return;
    }
    io_enter(c, cyc_, pc_);
    io_wr(c, a, v);
    io_leave(c, bus_, cyc_, lim_, pc_);
}

/* One bus cycle each. Never nest RD inside another RD/WR argument. */
#define RD(addr) bus_rd(c, &bus, &cyc, &lim, &pc, (uint16_t)(addr))
#define WR(addr, v) bus_wr(c, &bus, &cyc, &lim, &pc, (uint16_t)(addr), (uint8_t)(v))
#define PUSH(v) do { WR(0x100 | s, (v)); s--; } while (0)
#define PULL() RD(0x100 | ++s)

/* ---- flags -------------------------------------------------------------- */

#define FLAG_N() (nz & 0x8080)
#define FLAG_Z() (!(uint8_t)nz)
#define NZ_OF_P(p) (uint16_t)(((p) & CPU_N) << 8 | (~(p) & CPU_Z) >> 1)
#define GET_P() (uint8_t)((FLAG_N() ? CPU_N : 0) | (vf << 6) | CPU_U | pid | \
                          (FLAG_Z() ? CPU_Z : 0) | cf)
#define SET_P(v) do { uint8_t p_ = (v); nz = NZ_OF_P(p_); \
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

#define DEC_FLAGS(r) do { cf = (r).p & 1; nz = NZ_OF_P((r).p); \
                          vf = ((r).p >> 6) & 1; } while (0)

/* ---- operations (m is the operand value) -------------------------------- */

#define LD(reg, v) do { reg = (v); nz = (reg); } while (0)
#define ORA(v) do { a |= (v); nz = a; } while (0)
#define AND(v) do { a &= (v); nz = a; } while (0)
#define EOR(v) do { a ^= (v); nz = a; } while (0)
#define CMP(reg, v) do { uint8_t m_ = (v); cf = (reg) >= m_; nz = (uint8_t)((reg) - m_); } while (0)
#define BIT(v) do { uint8_t m_ = (v); nz = (uint16_t)((a & m_) | (m_ & 0x80) << 8); \
                   vf = (m_ >> 6) & 1; } while (0)
#define ADC_BIN(m) do { unsigned t_ = a + (m) + cf; \
                        vf = ((~(a ^ (m)) & (a ^ t_)) >> 7) & 1; \
                        cf = (uint8_t)(t_ >> 8); a = (uint8_t)t_; nz = a; } while (0)
#define ADC(v) do { uint8_t m_ = (v); \
                    if (UNLIKELY(pid & CPU_D)) { dec_res r_ = adc_decimal(a, m_, cf); a = r_.a; DEC_FLAGS(r_); } \
                    else ADC_BIN(m_); } while (0)
#define SBC(v) do { uint8_t m_ = (v); \
                    if (UNLIKELY(pid & CPU_D)) { dec_res r_ = sbc_decimal(a, m_, cf); a = r_.a; DEC_FLAGS(r_); } \
                    else { m_ = (uint8_t)~m_; ADC_BIN(m_); } } while (0)

/* Shifts and the undocumented combinations modify v in place. */
#define ASL(v) do { cf = (v) >> 7; (v) = (uint8_t)((v) << 1); nz = (v); } while (0)
#define LSR(v) do { cf = (v) & 1; (v) >>= 1; nz = (v); } while (0)
#define ROL(v) do { uint8_t c_ = (v) >> 7; (v) = (uint8_t)(((v) << 1) | cf); cf = c_; nz = (v); } while (0)
#define ROR(v) do { uint8_t c_ = (v) & 1; (v) = (uint8_t)(((v) >> 1) | (cf << 7)); cf = c_; nz = (v); } while (0)
#define INC(v) do { (v)++; nz = (v); } while (0)
#define DEC(v) do { (v)--; nz = (v); } while (0)
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
/* Both operand bytes in one plain page: one lookup (no callback between). */
#define M_ABS() do { const uint8_t *p_ = bus->rd[pc >> 8]; \
        if (LIKELY(p_ != NULL && (pc & 0xFF) != 0xFF)) { \
            ea = p_[pc & 0xFF] | (unsigned)p_[(pc & 0xFF) + 1] << 8; pc += 2; cyc += 2; \
        } else { \
            uint16_t l_ = RD(pc++); ea = (uint16_t)(l_ | (RD(pc++) << 8)); \
        } } while (0)
/* abs,X for reads: the first read uses the unfixed high byte; only when the
 * page was crossed is it a dummy, followed by the real read. */
#define M_ABI_R(i) do { M_ABS(); uint16_t t_ = (uint16_t)(ea + (i)); \
                        if (UNLIKELY((t_ ^ ea) & 0xFF00)) { RD((ea & 0xFF00) | (t_ & 0xFF)); } ea = t_; } while (0)
/* abs,X for writes and RMW: the dummy read happens always. */
#define M_ABI_W(i) do { M_ABS(); uint16_t t_ = (uint16_t)(ea + (i)); \
                        RD((ea & 0xFF00) | (t_ & 0xFF)); ea = t_; } while (0)
#define M_IZX() do { uint8_t b_ = RD(pc++); RD(b_); b_ = (uint8_t)(b_ + x); \
                     uint16_t l_ = RD(b_); ea = (uint16_t)(l_ | (RD((uint8_t)(b_ + 1)) << 8)); } while (0)
#define M_IZY_BASE() do { uint8_t b_ = RD(pc++); uint16_t l_ = RD(b_); \
                          ea = (uint16_t)(l_ | (RD((uint8_t)(b_ + 1)) << 8)); } while (0)
#define M_IZY_R() do { M_IZY_BASE(); uint16_t t_ = (uint16_t)(ea + y); \
                       if (UNLIKELY((t_ ^ ea) & 0xFF00)) { RD((ea & 0xFF00) | (t_ & 0xFF)); } ea = t_; } while (0)
#define M_IZY_W() do { M_IZY_BASE(); uint16_t t_ = (uint16_t)(ea + y); \
                       RD((ea & 0xFF00) | (t_ & 0xFF)); ea = t_; } while (0)

/* Read-modify-write: read, write the old value back (the NMOS dummy write),
 * write the result. */
#define RMW(OP) do { const uint8_t *rp_ = bus->rd[ea >> 8]; uint8_t *wp_ = bus->wr[ea >> 8]; \
        if (LIKELY(rp_ && wp_)) { \
            /* Plain memory: no callback can see the dummy write. */ \
            uint8_t v_ = rp_[ea & 0xFF]; OP(v_); wp_[ea & 0xFF] = v_; cyc += 3; \
        } else { \
            uint8_t v_ = RD(ea); WR(ea, v_); OP(v_); WR(ea, v_); \
        } } while (0)
/* Implied/accumulator: the byte after the opcode is read and discarded. */
#define IMPLIED() RD(pc)

/* Taken: a dummy read of the next opcode; across a page one more dummy read
 * with the unfixed high byte. A branch to itself is a trap (see cpu.h). */
#define BRANCH(cond) do { uint8_t o_ = RD(pc++); \
        if (cond) { uint16_t t_ = (uint16_t)(pc + (o_ ^ 0x80) - 0x80); RD(pc); \
                    if (UNLIKELY((t_ ^ pc) & 0xFF00)) { RD((pc & 0xFF00) | (t_ & 0xFF)); } \
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

/* CLI/SEI/PLP change I after the interrupt poll: the poll at the next
 * boundary uses the old value (so CLI;SEI lets one pending IRQ in, after
 * SEI). The slow path at that boundary uses and clears it. */
#define I_DELAY(old) do { c->i_delay = (uint8_t)(0x80 | (old)); lim = 0; } while (0)

/* Interrupt entry (IRQ/NMI): two dummy reads at PC, PC and P pushed with
 * B clear, I set, vector read. */
#define INTERRUPT(vec) do { RD(pc); RD(pc); PUSH(pc >> 8); PUSH(pc & 0xFF); \
        PUSH(GET_P()); pid |= CPU_I; uint16_t l_ = RD(vec); \
        pc = (uint16_t)(l_ | (RD((vec) + 1) << 8)); } while (0)

/* ---- dispatch ------------------------------------------------------------
 * OP(0xNN) starts the handler of opcode $NN; NEXT() ends every handler. */

#if CPU_COMPUTED_GOTO
#define OP(x) op_##x:
#define OPS_BEGIN() goto *handler[op];
#define OPS_END()
#define NEXT() do { if (UNLIKELY(cyc >= lim)) goto boundary; \
                    ins++; op = RD(pc++); goto *handler[op]; } while (0)
#define ROW(h) &&op_0x##h##0, &&op_0x##h##1, &&op_0x##h##2, &&op_0x##h##3, \
               &&op_0x##h##4, &&op_0x##h##5, &&op_0x##h##6, &&op_0x##h##7, \
               &&op_0x##h##8, &&op_0x##h##9, &&op_0x##h##A, &&op_0x##h##B, \
               &&op_0x##h##C, &&op_0x##h##D, &&op_0x##h##E, &&op_0x##h##F
#else
#define OP(x) case x:
#define OPS_BEGIN() switch (op) {
#define OPS_END() }
#define NEXT() goto boundary
#endif

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

void cpu_halt(cpu *c)
{
    c->pending |= CPU_PENDING_HALT;
}

int cpu_step(cpu *c)
{
    /* Every instruction and interrupt entry takes at least one cycle, so a
     * budget of one cycle is exactly one of them. */
    return (int)cpu_run(c, c->cycles + 1);
}

uint64_t cpu_run(cpu *c, uint64_t until)
{
#if CPU_COMPUTED_GOTO
    static const void *const handler[256] = {
        ROW(0), ROW(1), ROW(2), ROW(3), ROW(4), ROW(5), ROW(6), ROW(7),
        ROW(8), ROW(9), ROW(A), ROW(B), ROW(C), ROW(D), ROW(E), ROW(F)
    };
#endif
    const cpu_bus *bus = c->bus;
    uint64_t cyc = c->cycles;
    const uint64_t start = cyc;
    uint64_t lim = 0;              /* the first boundary takes the slow path */
    uint64_t ins = c->instructions;
    uint16_t pc = c->pc;
    unsigned ea;                   /* effective address, 0..$FFFF */
    uint8_t a = c->a, x = c->x, y = c->y, s = c->s;
    unsigned nz;
    unsigned cf, vf, pid;
    unsigned op;

    if (c->jammed && !(c->pending & CPU_PENDING_RESET))
        return 0;
    SET_P(c->p);

boundary:
    if (UNLIKELY(cyc >= lim)) {
        /* The slow path: the budget, then the lines (re-read: io callbacks
         * set them). Each interrupt entry comes back here. */
        uint8_t pend = c->pending;
        if (pend & CPU_PENDING_HALT) {
            c->pending = (uint8_t)(pend & ~CPU_PENDING_HALT);
            goto out;
        }
        if (cyc >= until)
            goto out;
        if (pend & CPU_PENDING_RESET) {
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
            c->i_delay = 0;
            goto boundary;
        }
        if (pend & CPU_PENDING_NMI) {
            c->pending &= (uint8_t)~CPU_PENDING_NMI;
            INTERRUPT(0xFFFA);
            c->i_delay = 0;
            goto boundary;
        }
        /* After CLI/SEI/PLP the poll saw I as it was before them. */
        if ((pend & CPU_PENDING_IRQ) && !((c->i_delay ? c->i_delay : pid) & CPU_I)) {
            INTERRUPT(0xFFFE);
            c->i_delay = 0;
            goto boundary;
        }
        c->i_delay = 0;
        /* A held line (IRQ masked by I) keeps every boundary on this path. */
        lim = pend ? 0 : until;
    }
    ins++;
    op = RD(pc++);
    OPS_BEGIN()
        /* ---- loads, stores, ALU ---- */
        OP(0x09) ORA(RD(pc++)); NEXT();
        OP(0x05) M_ZP(); ORA(RD(ea)); NEXT();
        OP(0x15) M_ZPI(x); ORA(RD(ea)); NEXT();
        OP(0x0D) M_ABS(); ORA(RD(ea)); NEXT();
        OP(0x1D) M_ABI_R(x); ORA(RD(ea)); NEXT();
        OP(0x19) M_ABI_R(y); ORA(RD(ea)); NEXT();
        OP(0x01) M_IZX(); ORA(RD(ea)); NEXT();
        OP(0x11) M_IZY_R(); ORA(RD(ea)); NEXT();

        OP(0x29) AND(RD(pc++)); NEXT();
        OP(0x25) M_ZP(); AND(RD(ea)); NEXT();
        OP(0x35) M_ZPI(x); AND(RD(ea)); NEXT();
        OP(0x2D) M_ABS(); AND(RD(ea)); NEXT();
        OP(0x3D) M_ABI_R(x); AND(RD(ea)); NEXT();
        OP(0x39) M_ABI_R(y); AND(RD(ea)); NEXT();
        OP(0x21) M_IZX(); AND(RD(ea)); NEXT();
        OP(0x31) M_IZY_R(); AND(RD(ea)); NEXT();

        OP(0x49) EOR(RD(pc++)); NEXT();
        OP(0x45) M_ZP(); EOR(RD(ea)); NEXT();
        OP(0x55) M_ZPI(x); EOR(RD(ea)); NEXT();
        OP(0x4D) M_ABS(); EOR(RD(ea)); NEXT();
        OP(0x5D) M_ABI_R(x); EOR(RD(ea)); NEXT();
        OP(0x59) M_ABI_R(y); EOR(RD(ea)); NEXT();
        OP(0x41) M_IZX(); EOR(RD(ea)); NEXT();
        OP(0x51) M_IZY_R(); EOR(RD(ea)); NEXT();

        OP(0x69) ADC(RD(pc++)); NEXT();
        OP(0x65) M_ZP(); ADC(RD(ea)); NEXT();
        OP(0x75) M_ZPI(x); ADC(RD(ea)); NEXT();
        OP(0x6D) M_ABS(); ADC(RD(ea)); NEXT();
        OP(0x7D) M_ABI_R(x); ADC(RD(ea)); NEXT();
        OP(0x79) M_ABI_R(y); ADC(RD(ea)); NEXT();
        OP(0x61) M_IZX(); ADC(RD(ea)); NEXT();
        OP(0x71) M_IZY_R(); ADC(RD(ea)); NEXT();

        OP(0xE9) OP(0xEB) SBC(RD(pc++)); NEXT();
        OP(0xE5) M_ZP(); SBC(RD(ea)); NEXT();
        OP(0xF5) M_ZPI(x); SBC(RD(ea)); NEXT();
        OP(0xED) M_ABS(); SBC(RD(ea)); NEXT();
        OP(0xFD) M_ABI_R(x); SBC(RD(ea)); NEXT();
        OP(0xF9) M_ABI_R(y); SBC(RD(ea)); NEXT();
        OP(0xE1) M_IZX(); SBC(RD(ea)); NEXT();
        OP(0xF1) M_IZY_R(); SBC(RD(ea)); NEXT();

        OP(0xC9) CMP(a, RD(pc++)); NEXT();
        OP(0xC5) M_ZP(); CMP(a, RD(ea)); NEXT();
        OP(0xD5) M_ZPI(x); CMP(a, RD(ea)); NEXT();
        OP(0xCD) M_ABS(); CMP(a, RD(ea)); NEXT();
        OP(0xDD) M_ABI_R(x); CMP(a, RD(ea)); NEXT();
        OP(0xD9) M_ABI_R(y); CMP(a, RD(ea)); NEXT();
        OP(0xC1) M_IZX(); CMP(a, RD(ea)); NEXT();
        OP(0xD1) M_IZY_R(); CMP(a, RD(ea)); NEXT();

        OP(0xE0) CMP(x, RD(pc++)); NEXT();
        OP(0xE4) M_ZP(); CMP(x, RD(ea)); NEXT();
        OP(0xEC) M_ABS(); CMP(x, RD(ea)); NEXT();
        OP(0xC0) CMP(y, RD(pc++)); NEXT();
        OP(0xC4) M_ZP(); CMP(y, RD(ea)); NEXT();
        OP(0xCC) M_ABS(); CMP(y, RD(ea)); NEXT();

        OP(0x24) M_ZP(); BIT(RD(ea)); NEXT();
        OP(0x2C) M_ABS(); BIT(RD(ea)); NEXT();

        OP(0xA9) LD(a, RD(pc++)); NEXT();
        OP(0xA5) M_ZP(); LD(a, RD(ea)); NEXT();
        OP(0xB5) M_ZPI(x); LD(a, RD(ea)); NEXT();
        OP(0xAD) M_ABS(); LD(a, RD(ea)); NEXT();
        OP(0xBD) M_ABI_R(x); LD(a, RD(ea)); NEXT();
        OP(0xB9) M_ABI_R(y); LD(a, RD(ea)); NEXT();
        OP(0xA1) M_IZX(); LD(a, RD(ea)); NEXT();
        OP(0xB1) M_IZY_R(); LD(a, RD(ea)); NEXT();

        OP(0xA2) LD(x, RD(pc++)); NEXT();
        OP(0xA6) M_ZP(); LD(x, RD(ea)); NEXT();
        OP(0xB6) M_ZPI(y); LD(x, RD(ea)); NEXT();
        OP(0xAE) M_ABS(); LD(x, RD(ea)); NEXT();
        OP(0xBE) M_ABI_R(y); LD(x, RD(ea)); NEXT();

        OP(0xA0) LD(y, RD(pc++)); NEXT();
        OP(0xA4) M_ZP(); LD(y, RD(ea)); NEXT();
        OP(0xB4) M_ZPI(x); LD(y, RD(ea)); NEXT();
        OP(0xAC) M_ABS(); LD(y, RD(ea)); NEXT();
        OP(0xBC) M_ABI_R(x); LD(y, RD(ea)); NEXT();

        OP(0x85) M_ZP(); WR(ea, a); NEXT();
        OP(0x95) M_ZPI(x); WR(ea, a); NEXT();
        OP(0x8D) M_ABS(); WR(ea, a); NEXT();
        OP(0x9D) M_ABI_W(x); WR(ea, a); NEXT();
        OP(0x99) M_ABI_W(y); WR(ea, a); NEXT();
        OP(0x81) M_IZX(); WR(ea, a); NEXT();
        OP(0x91) M_IZY_W(); WR(ea, a); NEXT();
        OP(0x86) M_ZP(); WR(ea, x); NEXT();
        OP(0x96) M_ZPI(y); WR(ea, x); NEXT();
        OP(0x8E) M_ABS(); WR(ea, x); NEXT();
        OP(0x84) M_ZP(); WR(ea, y); NEXT();
        OP(0x94) M_ZPI(x); WR(ea, y); NEXT();
        OP(0x8C) M_ABS(); WR(ea, y); NEXT();

        /* ---- shifts, INC/DEC ---- */
        OP(0x0A) IMPLIED(); ASL(a); NEXT();
        OP(0x06) M_ZP(); RMW(ASL); NEXT();
        OP(0x16) M_ZPI(x); RMW(ASL); NEXT();
        OP(0x0E) M_ABS(); RMW(ASL); NEXT();
        OP(0x1E) M_ABI_W(x); RMW(ASL); NEXT();
        OP(0x2A) IMPLIED(); ROL(a); NEXT();
        OP(0x26) M_ZP(); RMW(ROL); NEXT();
        OP(0x36) M_ZPI(x); RMW(ROL); NEXT();
        OP(0x2E) M_ABS(); RMW(ROL); NEXT();
        OP(0x3E) M_ABI_W(x); RMW(ROL); NEXT();
        OP(0x4A) IMPLIED(); LSR(a); NEXT();
        OP(0x46) M_ZP(); RMW(LSR); NEXT();
        OP(0x56) M_ZPI(x); RMW(LSR); NEXT();
        OP(0x4E) M_ABS(); RMW(LSR); NEXT();
        OP(0x5E) M_ABI_W(x); RMW(LSR); NEXT();
        OP(0x6A) IMPLIED(); ROR(a); NEXT();
        OP(0x66) M_ZP(); RMW(ROR); NEXT();
        OP(0x76) M_ZPI(x); RMW(ROR); NEXT();
        OP(0x6E) M_ABS(); RMW(ROR); NEXT();
        OP(0x7E) M_ABI_W(x); RMW(ROR); NEXT();
        OP(0xE6) M_ZP(); RMW(INC); NEXT();
        OP(0xF6) M_ZPI(x); RMW(INC); NEXT();
        OP(0xEE) M_ABS(); RMW(INC); NEXT();
        OP(0xFE) M_ABI_W(x); RMW(INC); NEXT();
        OP(0xC6) M_ZP(); RMW(DEC); NEXT();
        OP(0xD6) M_ZPI(x); RMW(DEC); NEXT();
        OP(0xCE) M_ABS(); RMW(DEC); NEXT();
        OP(0xDE) M_ABI_W(x); RMW(DEC); NEXT();

        /* ---- implied ---- */
        OP(0xE8) IMPLIED(); INC(x); NEXT();
        OP(0xC8) IMPLIED(); INC(y); NEXT();
        OP(0xCA) IMPLIED(); DEC(x); NEXT();
        OP(0x88) IMPLIED(); DEC(y); NEXT();
        OP(0xAA) IMPLIED(); LD(x, a); NEXT();
        OP(0xA8) IMPLIED(); LD(y, a); NEXT();
        OP(0x8A) IMPLIED(); LD(a, x); NEXT();
        OP(0x98) IMPLIED(); LD(a, y); NEXT();
        OP(0xBA) IMPLIED(); LD(x, s); NEXT();
        OP(0x9A) IMPLIED(); s = x; NEXT();
        OP(0x18) IMPLIED(); cf = 0; NEXT();
        OP(0x38) IMPLIED(); cf = 1; NEXT();
        OP(0xB8) IMPLIED(); vf = 0; NEXT();
        OP(0xD8) IMPLIED(); pid &= (uint8_t)~CPU_D; NEXT();
        OP(0xF8) IMPLIED(); pid |= CPU_D; NEXT();
        /* CLI/SEI/PLP: see I_DELAY. */
        OP(0x58) IMPLIED(); I_DELAY(pid); pid &= (uint8_t)~CPU_I; NEXT();
        OP(0x78) IMPLIED(); I_DELAY(pid); pid |= CPU_I; NEXT();
        OP(0xEA) OP(0x1A) OP(0x3A) OP(0x5A) OP(0x7A) OP(0xDA) OP(0xFA)
            IMPLIED(); NEXT();

        /* ---- stack ---- */
        OP(0x48) IMPLIED(); PUSH(a); NEXT();
        OP(0x08) IMPLIED(); PUSH(GET_P() | CPU_B); NEXT();
        OP(0x68) IMPLIED(); RD(0x100 | s); LD(a, PULL()); NEXT();
        OP(0x28) {
            uint8_t old = pid;
            IMPLIED(); RD(0x100 | s);
            SET_P(PULL());
            I_DELAY(old);
            NEXT();
        }

        /* ---- jumps, calls, interrupts ---- */
        OP(0x4C)
            M_ABS();
            if (UNLIKELY(ea == (uint16_t)(pc - 3))) { pc = ea; goto trap; }
            pc = ea;
            NEXT();
        OP(0x6C) {
            /* The pointer's high byte is fetched without a carry into its
             * page: JMP ($xxFF) reads $xx00. */
            M_ABS();
            uint16_t l_ = RD(ea);
            pc = (uint16_t)(l_ | (RD((ea & 0xFF00) | ((ea + 1) & 0xFF)) << 8));
            NEXT();
        }
        OP(0x20) {
            /* The high byte is fetched last, after the pushes: JSR pushes the
             * address of its own last byte. */
            uint16_t l_ = RD(pc++);
            RD(0x100 | s);
            PUSH(pc >> 8);
            PUSH(pc & 0xFF);
            pc = (uint16_t)(l_ | (RD(pc) << 8));
            NEXT();
        }
        OP(0x60) {
            IMPLIED(); RD(0x100 | s);
            uint16_t l_ = PULL();
            pc = (uint16_t)(l_ | (PULL() << 8));
            RD(pc); pc++;
            NEXT();
        }
        OP(0x40) {
            IMPLIED(); RD(0x100 | s);
            SET_P(PULL());
            uint16_t l_ = PULL();
            pc = (uint16_t)(l_ | (PULL() << 8));
            NEXT();
        }
        OP(0x00) {
            /* The padding byte after BRK is read and skipped. */
            RD(pc); pc++;
            PUSH(pc >> 8); PUSH(pc & 0xFF);
            PUSH(GET_P() | CPU_B);
            pid |= CPU_I;
            uint16_t l_ = RD(0xFFFE);
            pc = (uint16_t)(l_ | (RD(0xFFFF) << 8));
            NEXT();
        }

        OP(0x10) BRANCH(!FLAG_N()); NEXT();
        OP(0x30) BRANCH(FLAG_N()); NEXT();
        OP(0x50) BRANCH(!vf); NEXT();
        OP(0x70) BRANCH(vf); NEXT();
        OP(0x90) BRANCH(!cf); NEXT();
        OP(0xB0) BRANCH(cf); NEXT();
        OP(0xD0) BRANCH(!FLAG_Z()); NEXT();
        OP(0xF0) BRANCH(FLAG_Z()); NEXT();

        /* ---- undocumented, stable ---- */
        OP(0x80) OP(0x82) OP(0x89) OP(0xC2) OP(0xE2) RD(pc++); NEXT();
        OP(0x04) OP(0x44) OP(0x64) M_ZP(); RD(ea); NEXT();
        OP(0x14) OP(0x34) OP(0x54) OP(0x74) OP(0xD4) OP(0xF4)
            M_ZPI(x); RD(ea); NEXT();
        OP(0x0C) M_ABS(); RD(ea); NEXT();
        OP(0x1C) OP(0x3C) OP(0x5C) OP(0x7C) OP(0xDC) OP(0xFC)
            M_ABI_R(x); RD(ea); NEXT();

/* Opcodes h3 h7 hF g3 g7 gB gF, g = h + 1 (h, g pasted as 0xH, 0xG). */
#define RMW_GROUP(h, g, MOD) \
        OP(h##3) M_IZX(); RMW(MOD); NEXT(); \
        OP(h##7) M_ZP(); RMW(MOD); NEXT(); \
        OP(h##F) M_ABS(); RMW(MOD); NEXT(); \
        OP(g##3) M_IZY_W(); RMW(MOD); NEXT(); \
        OP(g##7) M_ZPI(x); RMW(MOD); NEXT(); \
        OP(g##B) M_ABI_W(y); RMW(MOD); NEXT(); \
        OP(g##F) M_ABI_W(x); RMW(MOD); NEXT();
        RMW_GROUP(0x0, 0x1, SLO)
        RMW_GROUP(0x2, 0x3, RLA)
        RMW_GROUP(0x4, 0x5, SRE)
        RMW_GROUP(0x6, 0x7, RRA)
        RMW_GROUP(0xC, 0xD, DCP)
        RMW_GROUP(0xE, 0xF, ISC)
#undef RMW_GROUP

        OP(0x87) M_ZP(); WR(ea, a & x); NEXT();
        OP(0x97) M_ZPI(y); WR(ea, a & x); NEXT();
        OP(0x8F) M_ABS(); WR(ea, a & x); NEXT();
        OP(0x83) M_IZX(); WR(ea, a & x); NEXT();

        OP(0xA7) M_ZP(); LD(a, RD(ea)); x = a; NEXT();
        OP(0xB7) M_ZPI(y); LD(a, RD(ea)); x = a; NEXT();
        OP(0xAF) M_ABS(); LD(a, RD(ea)); x = a; NEXT();
        OP(0xBF) M_ABI_R(y); LD(a, RD(ea)); x = a; NEXT();
        OP(0xA3) M_IZX(); LD(a, RD(ea)); x = a; NEXT();
        OP(0xB3) M_IZY_R(); LD(a, RD(ea)); x = a; NEXT();

        OP(0xCB) { /* SBX: X = (A & X) - imm, carry as CMP, no decimal */
            uint8_t m_ = RD(pc++), t_ = a & x;
            cf = t_ >= m_;
            x = (uint8_t)(t_ - m_);
            nz = x;
            NEXT();
        }

        /* ---- undocumented, from the NMOS documentation ---- */
        OP(0x0B) OP(0x2B) AND(RD(pc++)); cf = a >> 7; NEXT();           /* ANC */
        OP(0x4B) AND(RD(pc++)); LSR(a); NEXT();                          /* ALR */
        OP(0x6B) {                                                       /* ARR */
            uint8_t t_ = a & RD(pc++);
            a = (uint8_t)((t_ >> 1) | (cf << 7));
            nz = a;
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
            NEXT();
        }
        OP(0x8B) LD(a, (a | 0xEE) & x & RD(pc++)); NEXT();                /* ANE */
        OP(0xAB) LD(a, (a | 0xEE) & RD(pc++)); x = a; NEXT();             /* LXA */
        OP(0xBB) M_ABI_R(y); LD(a, RD(ea) & s); x = s = a; NEXT();         /* LAS */

        /* ---- undocumented, unstable stores ---- */
        OP(0x9C) M_ABS(); SH_STORE(y, x); NEXT();                          /* SHY */
        OP(0x9E) M_ABS(); SH_STORE(x, y); NEXT();                          /* SHX */
        OP(0x9F) M_ABS(); SH_STORE(a & x, y); NEXT();                      /* SHA */
        OP(0x93) M_IZY_BASE(); SH_STORE(a & x, y); NEXT();                 /* SHA */
        OP(0x9B) M_ABS(); s = a & x; SH_STORE(s, y); NEXT();               /* TAS */

        /* ---- JAM: the chip stops; only RESET revives it. Each records its
         * own opcode, so that op need not stay live into the handlers. ---- */
#define JAM(x) OP(x) c->jam_op = x; goto jam;
        JAM(0x02) JAM(0x12) JAM(0x22) JAM(0x32) JAM(0x42) JAM(0x52)
        JAM(0x62) JAM(0x72) JAM(0x92) JAM(0xB2) JAM(0xD2) JAM(0xF2)
#undef JAM
    OPS_END()
jam:
    c->jammed = 1;
    c->jam_addr = (uint16_t)(pc - 1);
    goto out;
trap:
    c->trapped = 1;
    c->trap_addr = pc;
    if (!c->stop_on_trap)
        NEXT();
out:
    c->pc = pc; c->a = a; c->x = x; c->y = y; c->s = s;
    c->p = GET_P();
    c->cycles = cyc;
    c->instructions = ins;
    return cyc - start;
}
