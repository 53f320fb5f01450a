import type { LogWriter } from '../http/requestLog';
import { failureMessage, startRepeatingJob, type JobTimers, type RepeatingJob } from './repeatingJob';

/** How often every server process logs its memory. */
export const MEMORY_LOG_MS = 60_000;

const MB = 1024 * 1024;
const inMb = (bytes: number) => Math.round((bytes / MB) * 10) / 10;

/** What the memory line reads: Node's own figures, or a test's. */
export interface MemoryProbe {
  usage: () => { heapUsed: number; rss: number };
  /** A full garbage collection, when the process has one (`node --expose-gc`); else nothing. */
  collect?: () => void;
}

const gc = globalThis.gc;
// gc() with no options collects at once and returns nothing (its promise form needs { execution: 'async' }).
const NODE_MEMORY: MemoryProbe = { usage: () => process.memoryUsage(), collect: gc && (() => gc()) };

/**
 * Logs `{"msg":"memory","heapUsedMb","rssMb"}` at start and every MEMORY_LOG_MS: a heap that only grows
 * (a leak) shows in the log before the process runs out, and the soak (scripts/bench-soak.mjs) reads
 * these lines. Started with `--expose-gc` (the soak does), each reading follows a full collection, so
 * two readings compare what is still held, not when the collector last ran.
 */
export function startMemoryLog(log: LogWriter, timers?: JobTimers, probe = NODE_MEMORY): RepeatingJob {
  return startRepeatingJob(
    // eslint-disable-next-line @typescript-eslint/require-await -- async so that a probe that throws is a failed run the job logs, not a throw out of its timer
    async () => {
      probe.collect?.();
      const { heapUsed, rss } = probe.usage();
      log({ msg: 'memory', heapUsedMb: inMb(heapUsed), rssMb: inMb(rss) });
    },
    MEMORY_LOG_MS,
    (error) => log({ msg: 'memoryLogFailed', error: failureMessage(error) }),
    timers,
  );
}
