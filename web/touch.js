// touch.js — the controls a touch screen lacks, drawn for a title that needs
// them (docs/web.md, "Phones"): an on-screen keyboard for a keyboard title
// (each key types its console key on touch, as the PC key would) and a stick
// with its buttons for a joystick title. A keypad title's keypads are
// pads.js's. Which a title gets comes from its descriptor's controls
// (meta.json "controls": keyboard, gamepad) and keypad count.
import { K } from './keys.js';

// The keyboard's rows: a label, or [label, console key name] where they
// differ. The name is the key's movie name (emu/movie.c), which data-type
// carries (the browser test presses keys by it).
const ROWS = [
  ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'],
  ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
  ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', ['⌫', 'BACKSPACE']],
  [['SHIFT', 'SHIFT'], 'Z', 'X', 'C', 'V', 'B', 'N', 'M', ['ENTER', 'ENTER']],
  [['BREAK', 'BREAK'], ['ESC', 'ESC'], ['SPACE', 'SPACE'], ['-', '-'], ['.', '.'],
   ['←', 'LEFT'], ['↑', 'UP'], ['↓', 'DOWN'], ['→', 'RIGHT']],
];
// On a small screen the keyboard has two pages (web/layout.js turns them
// on where the whole keyboard would leave the game's screen too small):
// the letters, and the digits and arrows; these keys are on both.
const BOTH = ['BACKSPACE', 'ENTER', 'SPACE'];
const pageOf = (name) => (BOTH.includes(name) ? 'abc 123'
  : /^[A-Z]$/.test(name) || ['SHIFT', 'BREAK', 'ESC'].includes(name) ? 'abc' : '123');
const NAMED = { BACKSPACE: K.BACKSPACE, SHIFT: K.SHIFT, ENTER: K.ENTER, BREAK: K.BREAK,
                ESC: K.ESC, SPACE: 32, LEFT: K.LEFT, UP: K.UP, DOWN: K.DOWN, RIGHT: K.RIGHT };

// Joystick bits (cart/console.h CON_JOY_*).
const UP = 1, DOWN = 2, LEFT = 4, RIGHT = 8, FIRE = 16;

// What a title needs on a touch screen: { keyboard, stick, buttons } (its
// keypads are drawn anyway). A title without the descriptor's controls (an
// older meta.json, a ROM file) gets both when it has no keypad. The console
// buttons (GAME START...) are read by the keypad titles (Capture): a
// keyboard or joystick title of the registry gets none, a ROM file all.
export function touchNeeds(controls, keypads) {
  if (keypads > 0) return { keyboard: false, stick: false, buttons: true };
  if (!controls) return { keyboard: true, stick: true, buttons: true };
  return { keyboard: controls.includes('keyboard'), stick: controls.includes('gamepad'), buttons: false };
}

export class Touch {
  // type(code) types a console key (web/annex_web.c aw_type); changed()
  // is called when the stick or a button moves.
  constructor(type, changed) {
    this.type = type;
    this.changed = changed;
    this.joy = [0, 0];            // held by the stick and its buttons
    this.port = 0;                // which joystick the stick drives
    this.stickBits = 0;
    this.fire = 0;
    this.buildKeyboard();
    this.buildStick();
    this.show({ keyboard: false, stick: false, buttons: true });
  }

  buildKeyboard() {
    const kb = document.getElementById('keyboard');
    // One grid of keys in the rows' order (web/layout.js picks how many
    // columns fit: ten on a wide screen, fewer on a narrow one).
    for (const row of ROWS) {
      for (const k of row) {
        const [label, name] = Array.isArray(k) ? k : [k, k];
        const b = document.createElement('button');
        b.textContent = label;
        b.dataset.type = name;
        if (name.length > 1) b.className = 'wide';
        const code = NAMED[name] ?? name.charCodeAt(0);
        b.addEventListener('pointerdown', (e) => {
          e.preventDefault();
          b.classList.add('down');
          this.type(code);          // every touch types once (a press counts)
        });
        for (const ev of ['pointerup', 'pointercancel', 'pointerleave']) b.addEventListener(ev, () => b.classList.remove('down'));
        b.setAttribute('aria-label', name.length > 1 ? name : `key ${name}`);
        b.dataset.pages = pageOf(name);
        kb.append(b);
      }
    }
    kb.dataset.page = 'abc';
    for (const [label, to] of [['123', '123'], ['ABC', 'abc']]) {
      const b = document.createElement('button');
      b.textContent = label;
      b.className = 'wide page-key';
      b.dataset.pages = to === '123' ? 'abc' : '123';
      b.setAttribute('aria-label', to === '123' ? 'show the digits and arrows' : 'show the letters');
      b.addEventListener('click', () => { kb.dataset.page = to; });
      kb.append(b);
    }
  }

  // The stick: a pointer's place in the disc gives the direction (eight
  // ways, a dead centre), held while the pointer is down; FIRE beside it;
  // a switch for the second joystick (two players on one phone).
  buildStick() {
    const stick = document.getElementById('stick');
    const knob = stick.querySelector('.knob');
    const move = (e) => {
      const r = stick.getBoundingClientRect();
      const dx = (e.clientX - r.left) / r.width * 2 - 1, dy = (e.clientY - r.top) / r.height * 2 - 1;
      let bits = 0;
      if (Math.hypot(dx, dy) > 0.25) {
        const a = Math.atan2(dy, dx) * 8 / Math.PI;          // -8..8, 0 = right, 4 = down
        if (a > -3 && a < 3) bits |= RIGHT;
        if (a > 5 || a < -5) bits |= LEFT;
        if (a > 1 && a < 7) bits |= DOWN;
        if (a < -1 && a > -7) bits |= UP;
      }
      this.stickBits = bits;
      knob.style.transform = `translate(${Math.max(-1, Math.min(1, dx)) * 30}%, ${Math.max(-1, Math.min(1, dy)) * 30}%)`;
      this.update();
    };
    const up = () => { this.stickBits = 0; knob.style.transform = ''; this.update(); };
    stick.addEventListener('pointerdown', (e) => { stick.setPointerCapture(e.pointerId); e.preventDefault(); move(e); });
    stick.addEventListener('pointermove', (e) => { if (stick.hasPointerCapture(e.pointerId)) move(e); });
    for (const ev of ['pointerup', 'pointercancel', 'lostpointercapture']) stick.addEventListener(ev, up);

    const fire = document.getElementById('fire');
    fire.addEventListener('pointerdown', (e) => {
      fire.setPointerCapture(e.pointerId); e.preventDefault();
      fire.classList.add('down'); this.fire = FIRE; this.update();
    });
    for (const ev of ['pointerup', 'pointercancel', 'lostpointercapture'])
      fire.addEventListener(ev, () => { fire.classList.remove('down'); this.fire = 0; this.update(); });

    const port = document.getElementById('stick-port');
    port.addEventListener('click', () => {
      this.port ^= 1;
      port.textContent = `JOY ${this.port + 1}`;
      this.update();
    });
  }

  update() {
    this.joy = [0, 0];
    this.joy[this.port] = this.stickBits | this.fire;
    this.changed();
  }

  // Shows what the title needs: { keyboard, stick }.
  show(needs) {
    document.getElementById('keyboard').hidden = !needs.keyboard;
    document.getElementById('sticks').hidden = !needs.stick;
    document.getElementById('buttons').hidden = !needs.buttons;
    document.body.classList.toggle('touch-keys', needs.keyboard || needs.stick);
    this.stickBits = this.fire = 0;
    this.port = 0;                // every title starts on joystick 1
    document.getElementById('stick-port').textContent = 'JOY 1';
    this.update();
  }

  apply(input) {
    input.joy1 |= this.joy[0];
    input.joy2 |= this.joy[1];
  }
}
