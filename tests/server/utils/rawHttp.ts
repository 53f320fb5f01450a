import { connect, type Socket } from 'node:net';

/** A TCP connection to 127.0.0.1 on which a test writes HTTP by hand, a byte at a time if it likes. */
export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received: () => string;
  /** Resolves once the server has sent a whole response head (status line and headers). */
  head: Promise<string>;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
  /** Resolves once the connection is open. */
  opened: Promise<void>;
}

/** Opens a raw connection to `url`'s port on 127.0.0.1. */
export function rawConnection(url: string): RawConnection {
  const socket = connect({ host: '127.0.0.1', port: Number(new URL(url).port) });
  let received = '';
  let gotHead!: (head: string) => void;
  const head = new Promise<string>((resolve) => (gotHead = resolve));
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString('latin1');
    const end = received.indexOf('\r\n\r\n');
    if (end >= 0) gotHead(received.slice(0, end));
  });
  // A server that cuts a client off may reset the connection: that is an outcome, not a failure.
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, received: () => received, head, closed, opened };
}

/** Writes `data` and resolves once it has been handed to the system. */
export const write = (socket: Socket, data: string | Buffer) =>
  new Promise<void>((resolve, reject) => socket.write(data, (error) => (error ? reject(error) : resolve())));

/** The status code of a response head ("HTTP/1.1 413 Payload Too Large…" → 413). */
export const statusOf = (head: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);

/** A header's value in a response head, or undefined. */
export function headerOf(head: string, name: string): string | undefined {
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** Rejects after `ms` with `what`: every wait on a socket in a test is bounded. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
