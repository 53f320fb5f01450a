import { createBrowserInspector } from '@statelyai/inspect';
import type { InspectionEvent } from 'xstate';
import { liveMachines, observeInspection } from '@/shared/machine/liveMachines';

/** The Stately inspector, connected to every machine of the page and waiting to be opened. */
export interface StatelyInspector {
  /** Opens stately.ai/inspect in a new window (call from a click) and sends it everything so far. */
  open(): void;
}

/**
 * Copies an inspection event with every `password` hidden. The login's SUBMITTED event and its
 * credential check's input carry the typed password; it must not be posted to another site's window.
 * Also cuts cycles, which actor references in snapshots can have.
 */
export function withoutPasswords<T>(value: T): T {
  const seen = new WeakSet<object>();
  return JSON.parse(
    JSON.stringify(value, (key, item: unknown) => {
      if (key === 'password') return '[hidden]';
      if (typeof item === 'object' && item !== null) {
        if (seen.has(item)) return undefined;
        seen.add(item);
      }
      return item;
    }),
  ) as T;
}

/**
 * Connects the Stately inspector (@statelyai/inspect, fetched only with `?inspect`) to the live-machine
 * registry: the machines already running are announced first, then every inspection event follows.
 * Until the tester presses "Open", the inspector keeps the latest events (it holds up to 200).
 */
export function connectStatelyInspector(win: Window): StatelyInspector {
  const inspector = createBrowserInspector({
    window: win,
    autoStart: false,
    serialize: (event) => withoutPasswords(event),
  });
  for (const machine of liveMachines()) inspector.actor(machine.actor, machine.snapshot);
  observeInspection((event: InspectionEvent) => inspector.inspect.next?.(event));
  return { open: () => inspector.start() };
}
