#!/usr/bin/env node
/**
 * The browser journeys' server: the real one (`npm start` without its build step: CI builds first), on
 * PORT, with a fresh DATA_DIR of its own — a new, empty embedded database, created and migrated as on a
 * first install — removed again when the server stops. Its first admin is the journeys' staff account
 * (scripts/e2e-accounts.mjs).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STAFF_EMAIL, STAFF_PASSWORD } from './e2e-accounts.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'cgn-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAIL: STAFF_EMAIL,
    ADMIN_PASSWORD: STAFF_PASSWORD,
    // As behind a proxy: each journey sends its own X-Forwarded-For (tests/e2e/fixtures.ts), so the
    // per-address sign-in limit counts one journey's failures, as it would one visitor's, not the suite's.
    TRUST_PROXY: '1',
    // A scheduled item goes out within a second of its time, so a journey waits seconds, not half a minute.
    SCHEDULE_CHECK_SECONDS: '1',
  },
  stdio: ['ignore', 'ignore', 'inherit'], // one log line a request would drown the test report
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 0 : 1));
});
