// sound.js — the console's sound through WebAudio. The samples come from
// the C side (front/synth.c, the same synthesis as the desktop), one
// emulated frame at a time; they are queued a little ahead of the audio
// clock. Browsers start audio only after a user gesture: start() is called
// from the first key press or click, and the notice is hidden then.
export const RATE = 48000;
export const FRAME = RATE / 60;           // samples per emulated frame (SYNTH_FRAME)
const AHEAD = 0.05;                       // seconds queued ahead (the desktop's ~50 ms)
const RING = 16;                          // reused buffers: more than AHEAD * 4 holds
const QUIET = 60;                         // silent frames before the device is suspended

export class Sound {
  constructor() { this.ctx = null; this.next = 0; this.volume = 1; this.ring = null; this.slot = 0; this.quiet = 0; }

  start() {
    if (this.ctx) return;
    const AC = window.AudioContext || window.webkitAudioContext;
    if (!AC) return;
    this.ctx = new AC({ sampleRate: RATE });
    this.gain = this.ctx.createGain();
    this.gain.gain.value = this.volume;
    this.gain.connect(this.ctx.destination);
    this.ctx.resume();
    document.getElementById('notice').hidden = true;
  }

  // Volume up or down a tenth (Ctrl+= / Ctrl+-, as the desktop); 0-100.
  step(d) {
    this.volume = Math.min(1, Math.max(0, Math.round(this.volume * 10 + d) / 10));
    if (this.gain) this.gain.gain.value = this.volume;
    return Math.round(this.volume * 100);
  }

  // No frames come (paused, the gallery, a hidden page): the device is
  // suspended at once, and the next sound wakes it.
  rest() {
    if (this.ctx && this.ctx.state === 'running') this.ctx.suspend();
    this.quiet = QUIET;
    this.next = 0;
  }

  // Queues one frame of 16-bit samples (an Int16Array view of wasm memory).
  // Silence queues nothing, and after a second of it the audio device is
  // suspended (an idle page costs no audio thread) until a sound comes;
  // the buffers are a ring reused once played.
  push(samples) {
    if (!this.ctx || !this.volume || this.ctx.state === 'closed') return;
    let loud = false;
    for (let i = 0; i < samples.length && !loud; i++) loud = samples[i] !== 0;
    const t = this.ctx.currentTime;
    if (!loud) {
      if (this.next < t) this.next = 0;
      if (++this.quiet === QUIET && this.ctx.state === 'running') this.ctx.suspend();
      return;
    }
    this.quiet = 0;
    if (this.ctx.state === 'suspended') this.ctx.resume();
    if (this.next < t || this.next > t + 4 * AHEAD) this.next = t + AHEAD;   // underrun or drift
    if (!this.ring) this.ring = Array.from({ length: RING }, () => this.ctx.createBuffer(1, samples.length, RATE));
    const buf = this.ring[this.slot = (this.slot + 1) % RING];
    const ch = buf.getChannelData(0);
    for (let i = 0; i < samples.length; i++) ch[i] = samples[i] / 32768;
    const src = this.ctx.createBufferSource();
    src.buffer = buf;
    src.connect(this.gain);
    src.start(this.next);
    this.next += samples.length / RATE;
  }
}
