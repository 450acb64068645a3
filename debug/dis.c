/* dis.c — see dis.h. One table row per opcode: mnemonic and mode. */
#include "debug/dis.h"

#include <stdio.h>
#include <string.h>

enum { IMP, ACC, IMM, ZP, ZPX, ZPY, ABS, ABX, ABY, IND, IZX, IZY, REL };

static const uint8_t mode_len[] = { 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 2, 2, 2 };

/* "MNE" then a mode digit per opcode; '*' marks the undocumented. */
static const char *const ops[256] = {
 "BRK0","ORA:","*JAM0","*SLO:","*NOP3","ORA3","ASL3","*SLO3","PHP0","ORA2","ASL1","*ANC2","*NOP6","ORA6","ASL6","*SLO6",
 "BPL<","ORA;","*JAM0","*SLO;","*NOP4","ORA4","ASL4","*SLO4","CLC0","ORA8","*NOP0","*SLO8","*NOP7","ORA7","ASL7","*SLO7",
 "JSR6","AND:","*JAM0","*RLA:","BIT3","AND3","ROL3","*RLA3","PLP0","AND2","ROL1","*ANC2","BIT6","AND6","ROL6","*RLA6",
 "BMI<","AND;","*JAM0","*RLA;","*NOP4","AND4","ROL4","*RLA4","SEC0","AND8","*NOP0","*RLA8","*NOP7","AND7","ROL7","*RLA7",
 "RTI0","EOR:","*JAM0","*SRE:","*NOP3","EOR3","LSR3","*SRE3","PHA0","EOR2","LSR1","*ALR2","JMP6","EOR6","LSR6","*SRE6",
 "BVC<","EOR;","*JAM0","*SRE;","*NOP4","EOR4","LSR4","*SRE4","CLI0","EOR8","*NOP0","*SRE8","*NOP7","EOR7","LSR7","*SRE7",
 "RTS0","ADC:","*JAM0","*RRA:","*NOP3","ADC3","ROR3","*RRA3","PLA0","ADC2","ROR1","*ARR2","JMP9","ADC6","ROR6","*RRA6",
 "BVS<","ADC;","*JAM0","*RRA;","*NOP4","ADC4","ROR4","*RRA4","SEI0","ADC8","*NOP0","*RRA8","*NOP7","ADC7","ROR7","*RRA7",
 "*NOP2","STA:","*NOP2","*SAX:","STY3","STA3","STX3","*SAX3","DEY0","*NOP2","TXA0","*ANE2","STY6","STA6","STX6","*SAX6",
 "BCC<","STA;","*JAM0","*SHA;","STY4","STA4","STX5","*SAX5","TYA0","STA8","TXS0","*TAS8","*SHY7","STA7","*SHX8","*SHA8",
 "LDY2","LDA:","LDX2","*LAX:","LDY3","LDA3","LDX3","*LAX3","TAY0","LDA2","TAX0","*LXA2","LDY6","LDA6","LDX6","*LAX6",
 "BCS<","LDA;","*JAM0","*LAX;","LDY4","LDA4","LDX5","*LAX5","CLV0","LDA8","TSX0","*LAS8","LDY7","LDA7","LDX8","*LAX8",
 "CPY2","CMP:","*NOP2","*DCP:","CPY3","CMP3","DEC3","*DCP3","INY0","CMP2","DEX0","*SBX2","CPY6","CMP6","DEC6","*DCP6",
 "BNE<","CMP;","*JAM0","*DCP;","*NOP4","CMP4","DEC4","*DCP4","CLD0","CMP8","*NOP0","*DCP8","*NOP7","CMP7","DEC7","*DCP7",
 "CPX2","SBC:","*NOP2","*ISC:","CPX3","SBC3","INC3","*ISC3","INX0","SBC2","NOP0","*SBC2","CPX6","SBC6","INC6","*ISC6",
 "BEQ<","SBC;","*JAM0","*ISC;","*NOP4","SBC4","INC4","*ISC4","SED0","SBC8","*NOP0","*ISC8","*NOP7","SBC7","INC7","*ISC7",
};

static int mode_of(uint8_t op)
{
    const char *s = ops[op];
    return s[strlen(s) - 1] - '0';
}

int dis_len(uint8_t op)
{
    return mode_len[mode_of(op)];
}

long dis_target(uint16_t addr, dis_peek_fn peek, void *ctx)
{
    uint8_t op = peek(ctx, addr);
    int m = mode_of(op);
    uint16_t w = (uint16_t)(peek(ctx, (uint16_t)(addr + 1)) | peek(ctx, (uint16_t)(addr + 2)) << 8);
    if (m == REL)
        return (uint16_t)(addr + 2 + (int8_t)peek(ctx, (uint16_t)(addr + 1)));
    if (op == 0x20 || op == 0x4C)
        return w;
    return -1;
}

static void operand(char *o, size_t n, const char *v, int m)
{
    static const char *const fmt[] = { "", "A", "#%s", "%s", "%s,X", "%s,Y", "%s", "%s,X", "%s,Y",
                                       "(%s)", "(%s,X)", "(%s),Y", "%s" };
    snprintf(o, n, fmt[m], v);
}

int dis_one(uint16_t addr, dis_peek_fn peek, dis_name_fn name, void *ctx, char *buf, size_t n)
{
    uint8_t op = peek(ctx, addr);
    const char *s = ops[op];
    int m = mode_of(op), und = s[0] == '*';
    uint8_t b1 = peek(ctx, (uint16_t)(addr + 1));
    uint16_t w = (uint16_t)(b1 | peek(ctx, (uint16_t)(addr + 2)) << 8);
    char v[80] = "", o[96] = "";
    const char *nm = NULL;
    if (m == IMM)
        snprintf(v, sizeof v, "$%02X", b1);
    else if (m == REL || m == ABS || m == ABX || m == ABY || m == IND) {
        uint16_t t = m == REL ? (uint16_t)(addr + 2 + (int8_t)b1) : w;
        nm = name ? name(ctx, t) : NULL;
        if (nm) snprintf(v, sizeof v, "%s", nm);
        else snprintf(v, sizeof v, "$%04X", t);
    } else if (m != IMP && m != ACC) {
        nm = name ? name(ctx, b1) : NULL;
        if (nm) snprintf(v, sizeof v, "%s", nm);
        else snprintf(v, sizeof v, "$%02X", b1);
    }
    operand(o, sizeof o, v, m);
    snprintf(buf, n, "%.3s%s%s%s", s + und, o[0] ? " " : "", o, und ? " *" : "");
    return mode_len[m];
}
