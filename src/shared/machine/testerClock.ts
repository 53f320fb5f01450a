/** One timer a machine is waiting on, as the tester panel lists it. */
export interface PendingTimer {
  /** The clock's own id for it (what `fire` takes). */
  id: number;
  /** The machine delay's name (`THANKS_RESET`), or the milliseconds when a machine could not say. */
  delay: string;
  ms: number;
  /** When it will fire, in Date.now() time. */
  dueAt: number;
}

/** A clock that an XState actor accepts (`createActor(machine, { clock })`) and that a tester can read. */
export interface TesterClock {
  setTimeout(fn: (...args: unknown[]) => void, ms: number): number;
  clearTimeout(id: unknown): void;
  /** The timers scheduled and not yet fired or cancelled, soonest first. */
  pending(): PendingTimer[];
  /** Runs a pending timer now instead of when it is due; false if it has already gone. */
  fire(id: number): boolean;
  /** Calls `listener` whenever the pending list changes; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

interface Entry extends PendingTimer {
  fn: () => void;
  handle: ReturnType<typeof globalThis.setTimeout>;
}

/**
 * A clock that keeps the real timing (the global setTimeout, looked up on every call so a test's fake
 * timers still apply) and also records what is pending, so the tester panel can list a machine's delays
 * and fire one at once. `nameDelay` is asked, as each timer is scheduled, which delay it is.
 */
export function createTesterClock(nameDelay: (ms: number) => string = String): TesterClock {
  const entries = new Map<number, Entry>();
  const listeners = new Set<() => void>();
  let nextId = 1;
  const changed = () => listeners.forEach((listener) => listener());

  return {
    setTimeout(fn, ms) {
      const id = nextId++;
      const run = () => {
        entries.delete(id);
        changed();
        fn();
      };
      const handle = globalThis.setTimeout(run, ms);
      entries.set(id, { id, delay: nameDelay(ms), ms, dueAt: Date.now() + ms, fn: run, handle });
      changed();
      return id;
    },
    clearTimeout(id) {
      const entry = entries.get(id as number);
      if (!entry) return;
      globalThis.clearTimeout(entry.handle);
      entries.delete(entry.id);
      changed();
    },
    pending: () =>
      [...entries.values()]
        .sort((a, b) => a.dueAt - b.dueAt)
        .map(({ id, delay, ms, dueAt }) => ({ id, delay, ms, dueAt })),
    fire(id) {
      const entry = entries.get(id);
      if (!entry) return false;
      globalThis.clearTimeout(entry.handle);
      entry.fn();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
