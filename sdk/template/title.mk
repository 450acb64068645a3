# title.mk — the descriptor of @NAME@: what the ROM header and the native
# program's registry say about the cartridge (docs/sdk.md lists every field).
@NAME@.main        := game_main
@NAME@.caption     := @NAME@: Lights Out, the annex SDK's starting game
@NAME@.header      := @HEADER@
@NAME@.profile     := videobrain
@NAME@.looks       := videobrain apple2
@NAME@.controllers := 1
@NAME@.controls    := keyboard gamepad
@NAME@.inlay       := NW,N,NE,W,MID,E,SW,S,SE,AGAIN,,
@NAME@.help        := Keypad 1-9 or keys 1-9: switch a lamp and its neighbours|\
    CLEAR or Backspace: the puzzle again from its start|\
    Put every lamp out in as few presses as you can
# The cartridge's own C sources (the kit, cart/reversi and cart/search come
# from the SDK's libraries); NAME.ext lists cold ones for the ROM's extension.
@NAME@.srcs        := game.c
