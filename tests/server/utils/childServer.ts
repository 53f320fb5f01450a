import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '../../..');

/** A real server process (`node --import tsx server/main.ts`, as `npm start` runs it) and what it printed. */
export interface ChildServer {
  child: ChildProcess;
  stdout: string[];
  stderr: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  /** Resolves with the address once it logs "listening"; rejects if it exits first. */
  listening: Promise<string>;
}

const running = new Set<ChildProcess>();

/**
 * Kills (SIGKILL) every server a test started that is still running: a test that fails half-way must not
 * leave a server holding a port and a DATA_DIR. Call it in afterEach.
 */
export async function killLeftoverServers() {
  const left = [...running];
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(left.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

/** Starts the server with `env` on top of a clean environment (no DATABASE_URL or ADMIN_* from the host). */
export function startServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const stdout: string[] = [];
  let stderr = '';
  let buffered = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        stdout.push(line);
        const entry = JSON.parse(line) as { msg: string; url?: string };
        if (entry.msg === 'listening') resolve(entry.url!);
      }
    });
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening: ${stderr}`)));
  });
  listening.catch(() => {}); // a test that expects a refusal awaits `exited` instead
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stdout, stderr: () => stderr, exited, listening };
}

/** What an operator's command (`npm run backup`…) printed, and its exit code. */
export interface CommandResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `node --import tsx <script> ...args` as npm runs it, with `env` on top of a clean environment. */
export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<CommandResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}
