import type { LogWriter } from '../http/requestLog';
import type { SendRound } from './mailQueue';

export interface MailWorker {
  /** Stops asking, and waits for a round under way to finish. */
  stop(): Promise<void>;
}

export interface WorkerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Runs `round` (sendDueMail) now and every `intervalMs` after the previous round ends, logging counts
 * only — never an address, a subject or a text. Started by main.ts only when SMTP_URL is set.
 */
export function startMailWorker(
  round: () => Promise<SendRound>,
  intervalMs: number,
  log: LogWriter,
  timers: WorkerTimers = { setTimeout, clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout) },
): MailWorker {
  let stopped = false;
  let handle: unknown;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = round()
      .then(
        ({ sent, failed }) => {
          if (sent > 0 || failed > 0) log({ msg: 'mailSent', sent, failed });
        },
        (error: unknown) =>
          log({ msg: 'mailQueueFailed', error: error instanceof Error ? error.message : 'unknown' }),
      )
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
