# work.mk — the CPU-bound program of bench/emu.sh (bench/work.c), built by
# cc65 like a title: an annex ROM for our emulator and a sim65 program, from
# the same source and flags (cart_rom, cart_sim: mk/roms.mk). Built for
# `make bench` only, so it stays out of build/rom/.
BENCHES += bench/emu.sh
$(eval $(call cart_rom,$(B)/bench/work,work,work_main,bench/work.c,generic,annex bench,0,))
$(eval $(call cart_sim,$(B)/bench/work.prg,work,work_main,bench/work.c))
bench: $(B)/bench/work.rom $(B)/bench/work.prg
