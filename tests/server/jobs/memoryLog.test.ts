import { expect, it } from 'vitest';
import { MEMORY_LOG_MS, startMemoryLog } from '../../../server/jobs/memoryLog';

it('logs the heap and resident memory in MB at start and every minute, after a collection when it can', async () => {
  const waiting: { run: () => void; ms: number }[] = [];
  const timers = {
    setTimeout: (run: () => void, ms: number) => waiting.push({ run, ms }),
    clearTimeout: () => {},
  };
  const log: Record<string, unknown>[] = [];
  let heapUsed = 52_428_800; // 50 MB
  const collected: number[] = [];
  const probe = {
    usage: () => ({ heapUsed, rss: 157_286_400 }),
    collect: () => collected.push(heapUsed),
  };

  const job = startMemoryLog((entry) => log.push(entry), timers, probe);
  await expect.poll(() => waiting.length).toBe(1);
  expect(waiting[0]?.ms).toBe(MEMORY_LOG_MS);
  heapUsed = 55_000_000;
  waiting[0]?.run();
  await expect.poll(() => waiting.length).toBe(2);
  await job.stop();

  expect(log).toEqual([
    { msg: 'memory', heapUsedMb: 50, rssMb: 150 },
    { msg: 'memory', heapUsedMb: 52.5, rssMb: 150 },
  ]);
  expect(collected).toHaveLength(2);
});
