#!/bin/sh
# vv.sh BUILD — Vice Versa's think time per move for each opponent, on the
# ROM (emulated cycles / 1,789,773 Hz) and natively (ms), over a fixed suite
# of 18 positions from recorded games (cart/vice-versa/vv_bench.c, tools/vvbench).
# Goals (issue #5): ROM average <= 5 s for ABE..DOROTHY, <= 20 s for ERNEST;
# native < 50 ms.
B=${1:-build}
for f in "$B/tools/vvbench" "$B/rom/vvbench.rom"; do
  [ -e "$f" ] || { echo "vv bench: $f missing (run make)"; exit 1; }
done
echo "== Vice Versa think time per move"
"$B/tools/vvbench" "$B/rom/vvbench.rom"
