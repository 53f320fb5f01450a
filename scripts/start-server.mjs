/**
 * The real server (`npm start` without its build step) as a child process on a free port of 127.0.0.1,
 * for the benchmarks: scripts/bench-server.mjs loads it, scripts/bench-content.mjs signs in through it.
 */
import { spawn } from 'node:child_process';

/** Starts `npm start`'s server with `env`; resolves once it listens. */
export function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise((resolve, reject) => {
    let buffered = '';
    const read = (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      const listening = lines.find((line) => line.includes('"listening"'));
      if (!listening) return;
      // From here on its log (a line a request) is drained unread: parsing it would take CPU from the
      // load generator, which shares the machine with the server.
      child.stdout.off('data', read);
      child.stdout.resume();
      resolve(JSON.parse(listening).url);
    };
    child.stdout.on('data', read);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before listening`)));
  });
  return {
    url,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
