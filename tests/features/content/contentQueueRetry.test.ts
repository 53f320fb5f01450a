import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installStaffApi } from '@/app/staffApi';
import { makeStore } from '@/app/store';
import {
  newWriteKey,
  QUEUE_RETRY_MS,
  startWriteQueue,
  submitWrite,
  type QueueEnvironment,
} from '@/features/content/contentQueue';
import { selectWriteQueue } from '@/features/content/contentSlice';
import { localIdFor } from '@/features/content/contentWrites';
import { staffSession } from '../../utils/accountsFake';
import { contentReceived, failNextContentRequests, storedContentItems } from '../../utils/contentFake';

/** An online browser whose timers the test runs by hand. */
function manualTimers() {
  const due: { ms: number; task: () => void }[] = [];
  const env: QueueEnvironment = {
    runLocked: (_name, task) => task(),
    isOnline: () => true,
    later: (ms, task) => {
      const entry = { ms, task };
      due.push(entry);
      return () => void due.splice(due.indexOf(entry), 1);
    },
  };
  const runNext = () => due.shift()!.task();
  return { env, due, runNext };
}

describe('a change the server could not take (503: its database away)', () => {
  it('stays queued while the browser is online, and goes when the queue tries again', async () => {
    installStaffApi(); // as the staff area's code does when it loads
    const store = makeStore({ session: staffSession('editor') });
    const timers = manualTimers();
    // Made, then the staff area opens (its queue sends at once): the server answers 503 both times.
    failNextContentRequests(503, 503);
    const key = newWriteKey();
    const body = { title: 'Census 2026', summary: '', category: 'documents' as const, content: 'Count.' };
    const outcome = await submitWrite(store, { kind: 'create', key, id: localIdFor(key), body }, timers.env);
    expect(outcome).toEqual({ kind: 'waiting' });
    const stop = startWriteQueue(store, timers.env);
    // Its next try is set once this one has ended.
    await waitFor(() => expect(timers.due.map((entry) => entry.ms)).toEqual([QUEUE_RETRY_MS]));

    expect(selectWriteQueue(store.getState())).toHaveLength(1);
    expect(storedContentItems().map((item) => item.title)).not.toContain('Census 2026');
    expect(contentReceived.writes).toEqual([]);
    // No `online` event comes: the browser never went offline. The queue's own next try sends it.
    timers.runNext();
    await waitFor(() => expect(selectWriteQueue(store.getState())).toEqual([]));
    expect(storedContentItems().map((item) => item.title)).toContain('Census 2026');
    expect(contentReceived.writes.map((write) => write.key)).toEqual([key]);

    stop();
    expect(timers.due).toEqual([]);
  });
});
