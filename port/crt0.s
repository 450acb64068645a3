; crt0.s — start-up code of an annex console ROM (docs/console.md).
; Sets the stacks, clears BSS, copies initialised data to RAM and the
; extension's code (EXTCODE) to RAM, runs main() and reports its return value
; through the EXIT port.

        .export         _exit
        .export         __STARTUP__ : absolute = 1
        .import         _main, zerobss, copydata, initlib, donelib
        .import         __STACKTOP__
        .import         __EXTCODE_LOAD__, __EXTCODE_RUN__, __EXTCODE_SIZE__
        .import         __EXTDATA_LOAD__, __EXTDATA_RUN__, __EXTDATA_SIZE__
        .include        "zeropage.inc"

EXIT_PORT = $5C41
EXT_LO    = $5C48               ; the extension's read pointer
EXT_HI    = $5C49
EXT_DATA  = $5C4A               ; a byte, and the pointer moves on

; Named here so that ld65 defines the __EXT*_* symbols (size 0) for a title
; without extension code.
        .segment        "EXTCODE"
        .segment        "EXTDATA"

; EXTCODE and EXTDATA follow each other both in the extension and in RAM
; (port/rom.cfg), so one copy moves both.
EXT_SIZE = __EXTCODE_SIZE__ + __EXTDATA_SIZE__
        .assert __EXTDATA_LOAD__ = __EXTCODE_LOAD__ + __EXTCODE_SIZE__, error, "EXTDATA must follow EXTCODE"
        .assert __EXTDATA_RUN__ = __EXTCODE_RUN__ + __EXTCODE_SIZE__, error, "EXTDATA must follow EXTCODE in RAM"

        .segment        "STARTUP"
reset:  sei
        cld
        ldx     #$FF
        txs
        lda     #<__STACKTOP__
        sta     sp
        lda     #>__STACKTOP__
        sta     sp+1
        jsr     zerobss
        jsr     copydata
        jsr     copyext
        jsr     initlib
        jsr     _main
; exit(code): code in A (low byte of main's int result)
_exit:  pha
        jsr     donelib
        pla
        sta     EXIT_PORT
halt:   jmp     halt

; EXTCODE + EXTDATA: EXT_SIZE bytes from the extension at __EXTCODE_LOAD__
; to RAM at __EXTCODE_RUN__ (whole pages, then the rest).
copyext:
        lda     #<__EXTCODE_LOAD__
        sta     EXT_LO
        lda     #>__EXTCODE_LOAD__
        sta     EXT_HI
        lda     #<__EXTCODE_RUN__
        sta     ptr1
        lda     #>__EXTCODE_RUN__
        sta     ptr1+1
        ldy     #0
        ldx     #>EXT_SIZE
        beq     part
page:   lda     EXT_DATA
        sta     (ptr1),y
        iny
        bne     page
        inc     ptr1+1
        dex
        bne     page
part:   ldx     #<EXT_SIZE
        beq     done
rest:   lda     EXT_DATA
        sta     (ptr1),y
        iny
        dex
        bne     rest
done:   rts

; The console raises no interrupts; a stray one returns at once.
irq:
nmi:    rti

        .segment        "VECTORS"
        .word   nmi, reset, irq
