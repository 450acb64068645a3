// chromium.mjs — Debian's chromium, headless, for the browser tests and the
// bench: puppeteer-core (never a downloaded browser), a new empty profile
// in $TMPDIR (the test runner's scratch folder), removed when Chromium ends,
// the flags that keep it off the network (background updates and QUIC
// flood refused connections on a machine without them), and the ones that
// keep a page behind another one running at full speed (the tests open
// pages side by side).
import fs from 'fs';
import os from 'os';
import path from 'path';
import { createRequire } from 'module';
const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core');

export async function launch(options = {}) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'annex-chromium-'));
  const forget = () => {
    try { fs.rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }); } catch { /* at exit again */ }
  };
  process.on('exit', forget);
  const browser = await puppeteer.launch({
    executablePath: '/usr/bin/chromium', headless: true,
    userDataDir: profile,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows',
           '--disable-component-update', '--disable-sync'],
    ...options,
  }).catch((e) => { forget(); throw e; });
  browser.on('disconnected', forget);
  return browser;
}
