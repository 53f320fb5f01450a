import type { AnyActorRef, AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { TesterClock } from './testerClock';

/** A machine that has started and not yet stopped, as the tester panel shows it. */
export interface LiveMachine {
  /** The actor's session id: unique among every actor this page has started. */
  sessionId: string;
  /** The machine's id (`login`, `generator`, `newsletter`). */
  machineId: string;
  actor: AnyActorRef;
  snapshot: AnyMachineSnapshot;
  /** The clock the actor was created with: its pending delays, and how to fire one now. */
  clock: TesterClock;
}

type InspectionObserver = (event: InspectionEvent) => void;

// Module state on purpose: there is one page, and the machines are started in three unrelated places
// (a lazily loaded form, a route's session, a staff screen) that must all reach the same panel.
const live = new Map<string, LiveMachine & { stopListening: () => void }>();
const observers = new Set<InspectionObserver>();
const listeners = new Set<() => void>();
let version = 0;
let notifyQueued = false;

// Inspection events arrive while an actor is being built, sometimes during a React render: listeners
// hear of a change a microtask later, once per burst, never in the middle of someone else's render.
function changed(): void {
  version += 1;
  if (notifyQueued) return;
  notifyQueued = true;
  queueMicrotask(() => {
    notifyQueued = false;
    listeners.forEach((listener) => listener());
  });
}

/**
 * Feeds one inspection event of an actor created with `clock` to the registry and to every observer.
 * Only root machine actors are listed: they are the flows a tester steps through (their children, such
 * as the generator's composer, show in the Stately inspector).
 */
export function recordInspection(event: InspectionEvent, clock: TesterClock): void {
  observers.forEach((observer) => observer(event));
  if (event.type !== '@xstate.snapshot' || event.actorRef.sessionId !== event.rootId) return;
  const snapshot = event.snapshot as Partial<AnyMachineSnapshot>;
  if (!snapshot.machine) return;
  const { sessionId } = event.actorRef;
  const known = live.get(sessionId);
  if (snapshot.status !== 'active') {
    known?.stopListening();
    live.delete(sessionId);
  } else if (known) {
    known.snapshot = snapshot as AnyMachineSnapshot;
  } else {
    live.set(sessionId, {
      sessionId,
      machineId: snapshot.machine.id,
      // Inspection types it loosely (ActorRefLike); for a machine started with createActor it is the actor.
      actor: event.actorRef as AnyActorRef,
      snapshot: snapshot as AnyMachineSnapshot,
      clock,
      stopListening: clock.subscribe(changed),
    });
  }
  changed();
}

/** The machines running now, in the order they started. */
export function liveMachines(): LiveMachine[] {
  return [...live.values()];
}

/** A number that changes whenever a machine starts, stops, moves or schedules a delay. */
export function liveMachinesVersion(): number {
  return version;
}

/** Calls `listener` after changes (see liveMachinesVersion); returns the unsubscribe function. */
export function subscribeLiveMachines(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Passes every later inspection event of every machine to `observer` (the Stately inspector). */
export function observeInspection(observer: InspectionObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}
