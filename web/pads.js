// pads.js — the hand controllers drawn beside the screen (each key with the
// title's inlay legend and the PC key that presses it), the console buttons
// below, and game controllers (the Gamepad API, read by button position:
// what a button does is front/padmap.c's table in the C, aw_pad). Pressing
// a drawn key with the mouse or a finger holds it as long as the pointer is
// down.

// Keypad keys in the CON_PAD_* bit order, and where they sit on the pad.
const KEY_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'CLEAR', '0', 'ENTER'];
const PAD_ACTION = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'enter'];
const BUTTONS = [['GAME START', 'start'], ['SELECT A', 'select-a'], ['SELECT B', 'select-b'],
                 ['OPTION', 'option'], ['RESET', 'reset']];

// front/padmap.h's button positions (PM_UP ...), and the position of each
// button of the Gamepad API's "standard" mapping by index: 0 south, 1 east,
// 2 west, 3 north, 4 L, 5 R, 6 L2, 7 R2, 8 select / back, 9 start, 10 L3,
// 11 R3, 12-15 the D-pad up, down, left, right.
const PM = { UP: 0, DOWN: 1, LEFT: 2, RIGHT: 3, SOUTH: 4, EAST: 5, WEST: 6, NORTH: 7,
             L: 8, R: 9, L2: 10, R2: 11, START: 12, SELECT: 13, L3: 14, R3: 15 };
const PM_OF = [PM.SOUTH, PM.EAST, PM.WEST, PM.NORTH, PM.L, PM.R, PM.L2, PM.R2,
               PM.SELECT, PM.START, PM.L3, PM.R3, PM.UP, PM.DOWN, PM.LEFT, PM.RIGHT];

// A PC key's name short enough for a key of a finger's width ("Keypad 7"
// is "Num 7").
const keyLabel = (k) => (k || '').replace(/^Keypad /, 'Num ');

export class Pads {
  // onCommand(name) runs a host command (the RESET button); changed() is
  // called when a drawn key goes down or up.
  constructor(actions, onCommand, changed) {
    this.keysOf = Object.fromEntries(actions.map((a) => [a.name, a.keys.split(',')[0]]));
    this.onCommand = onCommand;
    this.changed = changed;
    this.pointer = { pad1: 0, pad2: 0, buttons: 0 };   // held by pointers
    // Game controllers are polled only once one has shown up (a browser
    // announces one at its first button press): polling costs an idle page
    // more than a per cent of a core.
    this.gamepadSeen = false;
    addEventListener('gamepadconnected', () => { this.gamepadSeen = true; });
    this.buildButtons();
  }

  // A button that holds `bit` of `field` while a pointer is down on it.
  holdButton(el, field, bit) {
    const up = () => { this.pointer[field] &= ~bit; el.classList.remove('down'); this.changed(); };
    el.addEventListener('pointerdown', (e) => {
      el.setPointerCapture(e.pointerId);
      this.pointer[field] |= bit;
      el.classList.add('down');
      e.preventDefault();
      this.changed();
    });
    for (const ev of ['pointerup', 'pointercancel', 'lostpointercapture']) el.addEventListener(ev, up);
  }

  buildButtons() {
    const nav = document.getElementById('buttons');
    BUTTONS.forEach(([label, action], i) => {
      const b = document.createElement('button');
      b.innerHTML = `${label}<small>${keyLabel(this.keysOf[action])}</small>`;
      if (action === 'reset') b.addEventListener('click', () => this.onCommand('reset'));
      else this.holdButton(b, 'buttons', 1 << i);
      nav.append(b);
    });
  }

  // Draws the title's keypads: `count` of them, labelled with `inlay`.
  show(count, inlay) {
    this.count = count;
    for (const n of [1, 2]) {
      const pad = document.getElementById('pad' + n);
      pad.replaceChildren();
      pad.hidden = n > count;
      if (pad.hidden) continue;
      const head = document.createElement('h2');
      head.textContent = `PLAYER ${n}`;
      pad.append(head);
      KEY_NAMES.forEach((name, i) => {
        const b = document.createElement('button');
        b.dataset.key = `pad${n}.${PAD_ACTION[i]}`;
        b.innerHTML = `${inlay[i] || name}<small>${keyLabel(this.keysOf[b.dataset.key])}</small>`;
        this.holdButton(b, 'pad' + n, 1 << i);
        pad.append(b);
      });
    }
    this.pointer = { pad1: 0, pad2: 0, buttons: 0 };
  }

  // The first two game controllers' buttons held, at front/padmap.h's
  // positions: the C applies its table (aw_pad), as the desktop and
  // RetroArch do (docs/host.md, Gamepads).
  gamepads() {
    const held = [0, 0];
    if (!this.gamepadSeen) return held;
    const pads = navigator.getGamepads ? navigator.getGamepads() : [];
    let n = 0;
    for (const g of pads) {
      if (!g || n > 1) continue;
      g.buttons.forEach((b, i) => { if (b && b.pressed && i < PM_OF.length) held[n] |= 1 << PM_OF[i]; });
      const ax = g.axes[0] || 0, ay = g.axes[1] || 0;
      held[n] |= (ay < -0.5 ? 1 << PM.UP : 0) | (ay > 0.5 ? 1 << PM.DOWN : 0)
               | (ax < -0.5 ? 1 << PM.LEFT : 0) | (ax > 0.5 ? 1 << PM.RIGHT : 0);
      n++;
    }
    return held;
  }

  // The page's held input into `input` (keypads and console buttons
  // drawn; input.gamepads: each controller's buttons for aw_pad).
  apply(input) {
    input.pad1 |= this.pointer.pad1;
    input.pad2 |= this.pointer.pad2;
    input.buttons |= this.pointer.buttons;
    input.gamepads = this.gamepads();
  }
}
