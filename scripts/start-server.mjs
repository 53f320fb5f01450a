/**
 * The real server (`npm start` without its build step) as a child process on a free port of 127.0.0.1,
 * for the benchmarks: scripts/bench-server.mjs and bench-soak.mjs load it, scripts/bench-content.mjs
 * signs in through it.
 */
import { spawn } from 'node:child_process';

/**
 * Starts `npm start`'s server with `env`; `url` resolves once it listens. `nodeArgs` go to node before
 * the server (`--expose-gc`); `onLine`, when given, gets each line of its log after "listening" — else
 * the log is drained unread.
 */
export function startServer(env, { nodeArgs = [], onLine } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = new Promise((resolve, reject) => {
    let buffered = '';
    let listening = false;
    const read = (chunk) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop();
      if (listening) return lines.forEach(onLine);
      const index = lines.findIndex((line) => line.includes('"listening"'));
      if (index < 0) return;
      listening = true;
      resolve(JSON.parse(lines[index]).url);
      if (onLine) return lines.slice(index + 1).forEach(onLine);
      // From here on its log (a line a request) is drained unread: parsing it would take CPU from the
      // load generator, which shares the machine with the server.
      child.stdout.off('data', read);
      child.stdout.resume();
    };
    child.stdout.setEncoding('utf8');
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
