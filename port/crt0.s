; crt0.s — start-up code of an annex console ROM (docs/console.md).
; Sets the stacks, clears BSS, copies initialised data to RAM, runs main()
; and reports its return value through the EXIT port.

        .export         _exit
        .export         __STARTUP__ : absolute = 1
        .import         _main, zerobss, copydata, initlib, donelib
        .import         __STACKTOP__
        .include        "zeropage.inc"

EXIT_PORT = $5C41

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
        jsr     initlib
        jsr     _main
; exit(code): code in A (low byte of main's int result)
_exit:  pha
        jsr     donelib
        pla
        sta     EXIT_PORT
halt:   jmp     halt

; The console raises no interrupts; a stray one returns at once.
irq:
nmi:    rti

        .segment        "VECTORS"
        .word   nmi, reset, irq
