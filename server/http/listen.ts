import { STATUS_CODES, type Server, type ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';
import { createAdaptorServer } from '@hono/node-server';
import { SECURITY_HEADERS } from '../../scripts/csp.mjs';
import { DEFAULT_POLICY } from './securityHeaders';
import { StartupError } from '../config';

/**
 * How long a client has to send a request's headers. Even a phone on 2G sends a few hundred bytes of
 * headers in a second or two; a client that trickles them a byte at a time (slowloris) holds a
 * connection for nothing, and is cut off here rather than after Node's 60 s.
 */
export const HEADERS_TIMEOUT_MS = 15_000;

/**
 * How long a client has to send a whole request, body included. The largest body (an article, 512 KB)
 * takes about 40 s at 100 kbit/s; a client slower than that is holding a slot of MAX_IN_FLIGHT.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * How long an idle keep-alive connection stays open. Longer than the 60 s idle timeout common reverse
 * proxies and balancers use, so the proxy closes first and never sends on a connection just closed here
 * (a 502 for the visitor); idle connections cost a socket and no work.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** The timeouts above, smaller in tests so a slow client is seen cut off in a second. */
export interface ClientTimeouts {
  headersMs: number;
  requestMs: number;
  keepAliveMs: number;
}

const CLIENT_TIMEOUTS: ClientTimeouts = {
  headersMs: HEADERS_TIMEOUT_MS,
  requestMs: REQUEST_TIMEOUT_MS,
  keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
};

/** Serves `fetch` on host:port; a port in use or a host not on this machine is a StartupError. */
export async function listen(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
  host: string,
  timeouts: ClientTimeouts = CLIENT_TIMEOUTS,
) {
  const serverOptions: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    // Node looks for expired requests this often (30 s by default, which would let a slow client
    // keep its connection half a minute past its timeout).
    connectionsCheckingInterval: Math.min(1000, timeouts.headersMs / 2),
  };
  const server = createAdaptorServer({ fetch, serverOptions }) as Server;
  server.on('clientError', answerClientError);
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

// What Node answers itself, before the app, carries the app's security headers too (the scan checks).
const CLIENT_ERROR_HEADERS = Object.entries({
  ...SECURITY_HEADERS,
  'Content-Security-Policy': DEFAULT_POLICY,
})
  .map(([name, value]) => `${name}: ${value}\r\n`)
  .join('');

/**
 * Node's own answer to a request it cannot take (headers over 16 KB: 431; too slow: 408; not HTTP: 400),
 * as Node would send it, with the security headers. A connection already answering gets no second one.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex) {
  const answering = (socket as Duplex & { _httpMessage?: { headersSent: boolean } })._httpMessage;
  if (error.code === 'ECONNRESET' || !socket.writable || answering?.headersSent) {
    socket.destroy();
    return;
  }
  const status =
    error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${CLIENT_ERROR_HEADERS}\r\n`,
  );
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
