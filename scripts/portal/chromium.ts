/**
 * How the end-to-end tests and the screenshot script launch Chromium: Debian's own build, with the flags
 * this closed-network machine needs (no sandbox in containers, no GPU, no calls home).
 */
export const chromiumExecutablePath = '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
