import { createServer, connect, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of a database server, which a test can cut — every open connection
 * destroyed, new ones refused — and restore on the same port: the database away, without stopping the
 * real one (other tests use it).
 */
export interface CuttableProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A proxy to `target` (host and port), listening on a free port of 127.0.0.1. */
export async function cuttableProxy(target: { host: string; port: number }): Promise<CuttableProxy> {
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const serve = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      track(client);
      track(upstream);
      client.pipe(upstream);
      upstream.pipe(client);
      client.once('close', () => upstream.destroy());
      upstream.once('close', () => client.destroy());
    });
  const listen = (server: Server, port: number) =>
    new Promise<Server>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const closeListener = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

  let server = await listen(serve(), 0);
  const port = (server.address() as { port: number }).port;
  let listening = true;
  const cut = async () => {
    if (!listening) return;
    listening = false;
    const closed = closeListener(server);
    for (const socket of open) socket.destroy();
    await closed;
  };
  return {
    port,
    cut,
    async restore() {
      if (listening) return;
      server = await listen(serve(), port);
      listening = true;
    },
    close: cut,
  };
}
