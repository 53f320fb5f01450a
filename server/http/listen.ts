import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { StartupError } from '../config';

/** Serves `fetch` on host:port; a port in use or a host not on this machine is a StartupError. */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  host: string,
) {
  const server = createAdaptorServer({ fetch }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        reject(new StartupError(`PORT ${port} is already in use on ${host}: choose another PORT.`));
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND' || error.code === 'EAI_AGAIN')
        reject(new StartupError(`HOST ${host} is not an address of this machine.`));
      else if (error.code === 'EACCES')
        reject(
          new StartupError(
            `PORT ${port} needs privileges this process does not have: choose a PORT above 1023.`,
          ),
        );
      else reject(error);
    });
    server.listen(port, host, resolve);
  });
  return server;
}

/** The longest a stopping server waits for requests in flight before closing their connections. */
export const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Stops taking connections, lets requests in flight finish (at most `graceMs`), then resolves.
 * Idle keep-alive connections are closed at once: waiting for browsers to drop them took seconds.
 */
export function stopListening(server: Server, graceMs = SHUTDOWN_GRACE_MS): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
