import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './scripts/chromium.mjs';
import { E2E_SMTP_PORT } from './tests/e2e/mailCatcher';

/**
 * Browser journeys against the real server serving the built app (scripts/e2e-server.mjs: `npm start`'s
 * server on a fresh DATA_DIR), in Debian's Chromium: Playwright's own browser download cannot reach the
 * network here. A journey runs at 1280 px and at 375 px on a touch phone, unless what it proves does not
 * depend on the screen it runs on: then it runs once, as the lists below say.
 */
const chromium = { browserName: 'chromium' as const, launchOptions: CHROMIUM_LAUNCH };

/**
 * Journeys about the server's answers, the data and the flows, which run the same at any width: on the
 * desktop project only. a11y.reflow sets its own widths (320 px is WCAG's 400 % zoom on a desktop).
 */
const ONCE_ON_DESKTOP = [
  'a11y.reflow',
  'accessibilityStatement',
  'accounts',
  'editorial',
  'formsWithoutJavaScript',
  'guideEditing',
  'guidePrint',
  'largeData',
  'login',
  'newsletter',
  'notFound',
  'offline',
  'prerender',
  'publishing',
  'security',
  'stalledConnection',
  'storageFaults',
  'testerTools',
  'twoTabs',
  'typedAhead',
].map((name) => `**/${name}.spec.ts`);

/** On a phone only: what a first visit downloads (our visitors' case), and the 200 % text journeys. */
const ONCE_ON_PHONE = ['firstLoad', 'phone'].map((name) => `**/${name}.spec.ts`);

/** E2E_PORT lets a second checkout run its journeys while another server holds 4173. */
const port = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'tests/e2e',
  // A real SMTP server on 127.0.0.1 for the run: the server's mail queue sends to it (newsletter.spec.ts).
  globalSetup: './tests/e2e/mailCatcher.setup.ts',
  fullyParallel: true,
  workers: 2,
  // One retry on CI only, so a journey that fails once on a loaded machine shows up as "flaky" in the
  // report instead of blocking a landing; locally every failure stays a failure.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  // CI runs on whatever machine the session had: on 2026-11-28 one took 2.6 times as long over the same
  // journeys (33.7 min, 12.9 the day before). On CI the waits are three times as long; locally they stay
  // short, so a slow step still shows up while working on it (a Yorùbá guide drawn in-app that took 5–8 s
  // there was a render loop, since fixed: scripts/bench-navigation.mjs times such links).
  timeout: process.env.CI ? 90_000 : 30_000,
  expect: { timeout: process.env.CI ? 15_000 : 5_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ONCE_ON_PHONE,
      use: { ...chromium, viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      testIgnore: ONCE_ON_DESKTOP,
      use: {
        ...chromium,
        viewport: { width: 375, height: 740 },
        isMobile: true,
        hasTouch: true,
        deviceScaleFactor: 2,
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_CHECK_SECONDS: '1',
    },
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    // A fresh DATA_DIR: the embedded database's first start (initdb) takes 5–12 s.
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
