import { startServer, type ChildServer } from '../../server/utils/childServer';

/**
 * Server processes, each started with its own environment, which a test kills (SIGKILL, as the OOM
 * killer or a power-pulled container would) and restarts one at a time while clients talk to them.
 */
export interface ServerFleet {
  /** The address of process `preferred` if it is up, else of the next one up; undefined while none is. */
  url(preferred: number): string | undefined;
  size: number;
  /** Kills process `index` with SIGKILL, then starts it again on a new port and waits for it to listen. */
  killAndRestart(index: number): Promise<void>;
  /** Stops every process with SIGTERM and waits for each to exit. */
  stop(): Promise<void>;
}

/** One process per environment, each listening before this resolves. */
export async function startFleet(envs: Record<string, string>[]): Promise<ServerFleet> {
  const servers: (ChildServer | undefined)[] = envs.map(() => undefined);
  const urls: (string | undefined)[] = envs.map(() => undefined);
  const start = async (index: number) => {
    const server = startServer(envs[index]!);
    servers[index] = server;
    urls[index] = await server.listening;
  };
  await Promise.all(envs.map((_, index) => start(index)));
  return {
    size: envs.length,
    url(preferred) {
      for (let step = 0; step < urls.length; step++) {
        const url = urls[(preferred + step) % urls.length];
        if (url) return url;
      }
      return undefined;
    },
    async killAndRestart(index) {
      const server = servers[index]!;
      urls[index] = undefined;
      server.child.kill('SIGKILL');
      await server.exited;
      await start(index);
    },
    async stop() {
      urls.fill(undefined);
      await Promise.all(
        servers.map(async (server) => {
          server!.child.kill('SIGTERM');
          await server!.exited;
        }),
      );
    },
  };
}
