#!/usr/bin/env node
/**
 * `npm run start:cluster`: several server processes on one PostgreSQL behind a round-robin proxy.
 * - DATABASE_URL is required: the processes share nothing but that database (sessions, lock-outs, the
 *   public forms' limits, content); the embedded database belongs to one process.
 * - CLUSTER_PROCESSES processes (default 3), each `server/main.ts` on a free port of 127.0.0.1 with its
 *   own DATA_DIR/process-<n> and TRUST_PROXY=1 (the proxy tells them the visitor's address).
 * - The proxy listens on PORT (default 3000) and HOST (default 127.0.0.1). With TRUST_PROXY=1 a proxy of
 *   yours is in front of it, and its X-Forwarded-For/-Proto are passed on; else they are replaced.
 * - A process that dies is started again; one that cannot start stops the cluster (a problem to fix).
 *   SIGTERM or SIGINT stops the proxy, then every process.
 * Every process's log lines are printed with its number and pid ("process": n, "pid": …).
 */
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createRoundRobinProxy } from './roundRobinProxy.mjs';

const RESTART_DELAY_MS = 1000;
const STOP_TIMEOUT_MS = 15_000;
const env = process.env;

const log = (entry) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
function refuse(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

if (!env.DATABASE_URL)
  refuse(
    'DATABASE_URL is required: the processes share one PostgreSQL (postgres://user@host:5432/name). ' +
      'Without it, run one process with npm start.',
  );
const count = Number(env.CLUSTER_PROCESSES || '3');
if (!Number.isInteger(count) || count < 1 || count > 16)
  refuse(`CLUSTER_PROCESSES must be a whole number from 1 to 16, not "${env.CLUSTER_PROCESSES}".`);
const dataDir = resolve(env.DATA_DIR || 'data');
const trustForwarded = ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase());

/** Each process's address while it listens; undefined while it is down or starting. */
const addresses = Array.from({ length: count }, () => undefined);
const children = new Set();
let stopping = false;

/** Starts process `index`; resolves once it listens. If it exits before that, the cluster stops. */
function startProcess(index) {
  const number = index + 1;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: join(dataDir, `process-${number}`),
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  let listened = false;
  return new Promise((resolveListening) => {
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      const lines = (buffered + chunk).split('\n');
      buffered = lines.pop();
      for (const line of lines) {
        // Tagged without parsing each line (the log has a line a request), with the pid to signal it.
        const tag = `{"process":${number},"pid":${child.pid},`;
        process.stdout.write(line.startsWith('{') ? `${tag}${line.slice(1)}\n` : `${line}\n`);
        if (!listened && line.includes('"msg":"listening"')) {
          listened = true;
          addresses[index] = new URL(JSON.parse(line).url);
          resolveListening();
        }
      }
    });
    child.once('exit', (code, signal) => {
      children.delete(child);
      addresses[index] = undefined;
      if (stopping) return;
      if (!listened) {
        log({ msg: 'clusterStopped', reason: `process ${number} could not start (exit ${code})` });
        return void stop(1);
      }
      log({ msg: 'processExited', process: number, code, signal, note: 'starting it again' });
      setTimeout(() => stopping || void startProcess(index), RESTART_DELAY_MS);
    });
  });
}

const proxy = createRoundRobinProxy(() => addresses, { trustForwarded });

async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  proxy.close();
  proxy.closeIdleConnections();
  const exits = [...children].map((child) => new Promise((done) => child.once('exit', done)));
  for (const child of children) child.kill('SIGTERM');
  // A process stops in milliseconds; one that hangs must not keep the others' port and memory.
  setTimeout(() => children.forEach((child) => child.kill('SIGKILL')), STOP_TIMEOUT_MS).unref();
  await Promise.all(exits);
  log({ msg: 'stopped' });
  process.exit(exitCode);
}
process.once('SIGTERM', () => void stop(0));
process.once('SIGINT', () => void stop(0));

// The first process alone migrates the database (and backs it up first when it holds data); the
// others then find it up to date.
await startProcess(0);
await Promise.all(addresses.slice(1).map((_, index) => startProcess(index + 1)));
const host = env.HOST || '127.0.0.1';
proxy.once('error', (error) => {
  log({
    msg: 'clusterStopped',
    reason: `the proxy cannot listen on ${host}:${env.PORT || 3000}: ${error.code}`,
  });
  void stop(1);
});
proxy.listen(Number(env.PORT || 3000), host, () => {
  const { port } = proxy.address();
  log({
    msg: 'clusterListening',
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    processes: count,
  });
});
