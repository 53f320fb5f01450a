/** The timer functions a repeating job uses: Node's, or a test's. */
export interface JobTimers {
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface RepeatingJob {
  /** No more runs; resolves when a run under way has ended (before the database closes). */
  stop(): Promise<void>;
}

const NODE_TIMERS: JobTimers = {
  setTimeout,
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/**
 * Runs `run` now and then `intervalMs` after each run ends (never two at once): scheduled publishing,
 * the mail queue, the daily retention. A failure (the database restarting) goes to `failed` and the
 * next run tries again: a job never stops the server.
 */
export function startRepeatingJob(
  run: () => Promise<void>,
  intervalMs: number,
  failed: (error: unknown) => void,
  timers: JobTimers = NODE_TIMERS,
): RepeatingJob {
  let stopped = false;
  let handle: unknown;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = run()
      .catch(failed)
      .finally(() => {
        if (!stopped) handle = timers.setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    async stop() {
      stopped = true;
      timers.clearTimeout(handle);
      await running;
    },
  };
}

/** An error's message for a log line: never its stack or a query's values (they may hold content). */
export const failureMessage = (error: unknown) => (error instanceof Error ? error.message : 'unknown');
