'use strict';
// dap_session.js ANNEX ROM MOVIE ROOT — drives `annex debug --dap` with a
// real Debug Adapter Protocol client (@vscode/debugadapter-testsupport, the
// one VS Code's own adapters are tested with): initialize, launch, a
// breakpoint on a C line, the stopped event, a stack trace with source
// paths, disassemble, readMemory, scopes and variables, next, stepIn, stepOut, evaluate, continue
// (to the breakpoint again, to a conditional function breakpoint, then to
// the end) and disconnect. Prints one line;
// exit 1 on failure (tests/check_dap.sh).
const assert = require('assert');
const fs = require('fs');
const os = require('os');
const path = require('path');
const { DebugClient } = require('@vscode/debugadapter-testsupport');

async function session(dc, rom, movie, root) {
  const ai = path.join(root, 'cart/odin/odin_ai.c');
  await dc.hitBreakpoint({ program: rom, movie, cwd: root }, { path: ai, line: 179 });
  const st = await dc.stackTraceRequest({ threadId: 1 });
  const frames = st.body.stackFrames;
  assert.deepStrictEqual(frames.slice(0, 5).map(f => f.name),
    ['odin_think', 'odin_moves', 'game', 'odin_main', 'main'], 'the call stack');
  assert.strictEqual(frames[0].source.path, ai, 'frame 0 source path');
  assert.strictEqual(frames[1].source.path, path.join(root, 'cart/odin/odin.c'), 'frame 1 source path');
  assert.strictEqual(frames[1].line, 186, 'frame 1 line (the call of odin_think)');

  // The disassembly around PC, and the memory under it.
  const ip = frames[0].instructionPointerReference;
  const dis = (await dc.disassembleRequest({ memoryReference: ip, instructionOffset: -2, instructionCount: 5 })).body.instructions;
  assert.strictEqual(dis.length, 5, 'five instructions');
  assert.strictEqual(parseInt(dis[2].address, 16), parseInt(ip, 16), 'instruction 2 is at PC');
  assert.strictEqual(dis[1].instruction, 'JSR pusha', 'the prologue just before PC');
  assert.strictEqual(dis[2].line, 179, 'PC on line 179');
  assert.strictEqual(dis[2].location.path, ai, 'with its source');
  const mem = await dc.send('readMemory', { memoryReference: ip, count: 2 });
  assert.strictEqual(Buffer.from(mem.body.data, 'base64').toString('hex').toUpperCase(),
    dis[2].instructionBytes.replace(/ /g, ''), 'readMemory gives the instruction bytes');

  const vars = async (frameId, scope) => {
    const sc = await dc.scopesRequest({ frameId });
    const ref = sc.body.scopes.find(s => s.name === scope).variablesReference;
    const v = await dc.variablesRequest({ variablesReference: ref });
    return Object.fromEntries(v.body.variables.map(x => [x.name, x.value]));
  };
  const args = await vars(frames[0].id, 'Arguments');
  assert.deepStrictEqual(Object.keys(args), ['rec', 'nrec', 'from_start'], 'odin_think arguments');
  assert.strictEqual(args.nrec, '1 ($01)', 'nrec');
  const regs = await vars(frames[0].id, 'Registers');
  assert.match(regs.PC, /^\$8[0-9A-F]{3}$/, 'PC register');

  await Promise.all([dc.nextRequest({ threadId: 1 }), dc.assertStoppedLocation('step', { path: ai, line: 180 })]);
  const locals = await vars((await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames[0].id, 'Locals');
  assert.strictEqual(locals.empties, '59 ($3B)', 'empties after its line');

  // Into con_trace (line 180 calls it), then out again.
  await Promise.all([dc.stepInRequest({ threadId: 1 }), dc.waitForEvent('stopped')]);
  const inner = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames;
  assert.strictEqual(inner[0].name, 'con_trace', 'stepIn lands in con_trace');
  assert.strictEqual(inner[1].name, 'odin_think', 'its caller');
  const targs = await vars(inner[0].id, 'Arguments');
  assert.match(targs.s, /^\$[0-9A-F]{4}$/, 'con_trace(s): a pointer');
  const t0 = await dc.evaluateRequest({ expression: `[${targs.s}]`, frameId: inner[0].id });
  assert.strictEqual(t0.body.result, '116 ($74)', 'con_trace(s): s points at "thinking"');
  await Promise.all([dc.stepOutRequest({ threadId: 1 }), dc.waitForEvent('stopped')]);
  const back = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames;
  assert.strictEqual(back[0].name, 'odin_think', 'stepOut returns to odin_think');

  const ev = await dc.evaluateRequest({ expression: 'odin_level', frameId: back[0].id });
  assert.match(ev.body.result, /^\d+ \(\$[0-9A-F]{2}\)$/, 'evaluate a global');

  // The breakpoint again, at the next search; then none, to the end.
  await Promise.all([dc.continueRequest({ threadId: 1 }),
                     dc.assertStoppedLocation('breakpoint', { path: ai, line: 179 })]);
  // A function breakpoint with a condition on its argument.
  await dc.setBreakpointsRequest({ source: { path: ai }, breakpoints: [] });
  const fb = await dc.setFunctionBreakpointsRequest({ breakpoints: [{ name: 'rv_make', condition: 's == $2A' }] });
  assert.strictEqual(fb.body.breakpoints[0].verified, true, 'function breakpoint verified');
  await Promise.all([dc.continueRequest({ threadId: 1 }),
                     dc.assertStoppedLocation('breakpoint', { path: path.join(root, 'cart/reversi/rv.c') })]);
  const mk = (await dc.stackTraceRequest({ threadId: 1 })).body.stackFrames;
  assert.strictEqual(mk[0].name, 'rv_make', 'stopped in rv_make');
  assert.strictEqual((await vars(mk[0].id, 'Arguments')).s, '42 ($2A)', 'the condition held');
  await dc.setFunctionBreakpointsRequest({ breakpoints: [] });
  await Promise.all([dc.continueRequest({ threadId: 1 }), dc.waitForEvent('terminated')]);
}

async function main() {
  const [annex, rom, movie, root] = process.argv.slice(2);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'annex-dap-'));
  const wrapper = path.join(dir, 'adapter.sh');
  fs.writeFileSync(wrapper, `exec "${annex}" debug --dap\n`);
  const dc = new DebugClient('sh', wrapper, 'annex', { cwd: root }, true);
  dc.defaultTimeout = 120000;
  await dc.start();
  try {
    await session(dc, rom, movie, root);
    await dc.disconnectRequest({});
  } finally {
    dc.stopAdapter();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log('ok   dap: initialize, launch, a C-line breakpoint, stack, disassemble, readMemory, scopes, variables, next, stepIn, stepOut, evaluate, function breakpoint, continue, disconnect');
}

main().catch(e => { console.log('FAIL dap: ' + (e && e.message ? e.message : e)); process.exit(1); });
