/**
 * How every tool here starts Debian's Chromium (journeys, Lighthouse, icon drawing): Playwright's own
 * browser download cannot reach the network, and without these flags Chromium tries to, again and again.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
  ],
};
