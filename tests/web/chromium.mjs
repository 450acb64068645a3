// chromium.mjs — Debian's chromium, headless, for the browser tests and the
// bench: puppeteer-core (never a downloaded browser), a new empty profile,
// the flags that keep it off the network (background updates and QUIC
// flood refused connections on a machine without them), and the ones that
// keep a page behind another one running at full speed (the tests open
// pages side by side).
import fs from 'fs';
import { createRequire } from 'module';
const require = createRequire(import.meta.url);
const puppeteer = require('puppeteer-core');

export function launch(options = {}) {
  return puppeteer.launch({
    executablePath: '/usr/bin/chromium', headless: true,
    userDataDir: fs.mkdtempSync('/tmp/annex-chromium-'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
           '--disable-background-timer-throttling', '--disable-renderer-backgrounding', '--disable-backgrounding-occluded-windows',
           '--disable-component-update', '--disable-sync'],
    ...options,
  });
}
