# split.awk -v side=host|client -v slot=N -v first=F -v moves=M MOVIE: a
# two-player movie cut into moves (a run of presses of one control less than
# 20 frames apart); move i goes to displayed frame first + (i-1)*slot, its
# presses spread out (console buttons 6 frames a step: the title redraws
# between; keypads 3). The host keeps the buttons and pad1, the client pad2.
BEGIN { last = -1000 }
/^[0-9]+ / {
  f = $1 + 0
  kind = $2; sub(/=.*/, "", kind)
  if (f - last >= 20 || kind != lastkind) { move++; base = f }
  last = f; lastkind = kind
  mine = (side == "client") ? (kind == "pad2") : (kind != "pad2")
  if (!mine || move > moves) next
  nf = first + (move - 1) * slot + (kind == "buttons" ? 6 : 3) * (f - base)
  sub(/^[0-9]+/, nf); print; next
}
/^end/ { next }
{ print }
