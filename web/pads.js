// pads.js — the hand controllers drawn beside the screen (each key with the
// title's inlay legend and the PC key that presses it), the console buttons
// below, and game controllers (the Gamepad API). Pressing a drawn key with
// the mouse or a finger holds it as long as the pointer is down.

// Keypad keys in the CON_PAD_* bit order, and where they sit on the pad.
const KEY_NAMES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'CLEAR', '0', 'ENTER'];
const PAD_ACTION = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'enter'];
const BUTTONS = [['GAME START', 'start'], ['SELECT A', 'select-a'], ['SELECT B', 'select-b'],
                 ['OPTION', 'option'], ['RESET', 'reset']];

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

  // Joysticks from the first two game controllers: d-pad or left stick,
  // A fire, B and X the side buttons, Start GAME START, Back SELECT A,
  // the shoulders SELECT B and OPTION; on a keypad title the
  // d-pad is also the keypad's arrows 2/4/6/8, A ENTER, B CLEAR, Y 0, X 5
  // (the desktop's old mapping; front/padmap.c's table is next: docs/web.md).
  gamepads(input) {
    if (!this.gamepadSeen) return;
    const pads = navigator.getGamepads ? navigator.getGamepads() : [];
    let n = 0;
    for (const g of pads) {
      if (!g || n > 1) continue;
      const on = (i) => g.buttons[i] && g.buttons[i].pressed;
      const ax = g.axes[0] || 0, ay = g.axes[1] || 0;
      let j = 0;
      if (on(12) || ay < -0.5) j |= 1;
      if (on(13) || ay > 0.5) j |= 2;
      if (on(14) || ax < -0.5) j |= 4;
      if (on(15) || ax > 0.5) j |= 8;
      if (on(0)) j |= 16;
      if (on(1)) j |= 32;
      if (on(2)) j |= 64;
      input[n ? 'joy2' : 'joy1'] |= j;
      if (this.count > n) {            // a keypad title: the pad's arrows too
        let k = 0;
        if (j & 1) k |= 1 << 1;
        if (j & 4) k |= 1 << 3;
        if (j & 8) k |= 1 << 5;
        if (j & 2) k |= 1 << 7;
        if (on(0)) k |= 1 << 11;       // ENTER
        if (on(1)) k |= 1 << 9;        // CLEAR
        if (on(3)) k |= 1 << 10;       // 0
        if (on(2)) k |= 1 << 4;        // 5
        input[n ? 'pad2' : 'pad1'] |= k;
      }
      if (on(9)) input.buttons |= 1;
      if (on(8)) input.buttons |= 2;
      if (on(4)) input.buttons |= 4;
      if (on(5)) input.buttons |= 8;
      n++;
    }
  }

  apply(input) {
    input.pad1 |= this.pointer.pad1;
    input.pad2 |= this.pointer.pad2;
    input.buttons |= this.pointer.buttons;
    this.gamepads(input);
  }
}
