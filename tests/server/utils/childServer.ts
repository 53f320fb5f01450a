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

/** Starts the server with `env` on top of a clean environment (no DATABASE_URL or ADMIN_* from the host). */
export function startServer(env: Record<string, string>): ChildServer {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stdout: string[] = [];
  let stderr = '';
  let buffered = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
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
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return { child, stdout, stderr: () => stderr, exited, listening };
}
