// A staff and tester tool, not part of the site a visitor sees: its strings are English only and stay
// out of the translation catalogues (docs/TESTERS.md).
import { useId, useState, useSyncExternalStore } from 'react';
import { __unsafe_getAllOwnEventDescriptors, type AnyMachineSnapshot, type StateValue } from 'xstate';
import {
  liveMachines,
  liveMachinesVersion,
  subscribeLiveMachines,
  type LiveMachine,
} from '@/shared/machine/liveMachines';
import { canReplay, lastGeneratorRun, rememberGeneratorRuns, replayGeneratorRun } from './generatorRuns';
import type { StatelyInspector } from './statelyInspector';
import './TesterPanel.css';

/**
 * Events whose payload is what a person types on the page (an e-mail, a password, a topic): the panel
 * cannot make one up, so it lists them without a button to press. A machine added later gets its
 * events checked with `snapshot.can` instead; list its payload events here.
 */
const NEEDS_PAGE_INPUT: Record<string, readonly string[]> = {
  // ATTEMPTS_SYNCED carries another tab's record of failed logins: sent empty, it would wipe the count.
  login: ['SUBMITTED', 'ATTEMPTS_SYNCED'],
  generator: ['GENERATE', 'SEED_CHANGED'],
  newsletter: ['EMAIL_CHANGED'],
};

function subscribe(listener: () => void): () => void {
  return subscribeLiveMachines(() => {
    rememberGeneratorRuns(liveMachines());
    listener();
  });
}

/** `generating.waiting` for `{ generating: 'waiting' }`; parallel regions joined with ", ". */
export function stateLabel(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child && (typeof child === 'string' || Object.keys(child).length > 0)
        ? `${key}.${stateLabel(child)}`
        : key,
    )
    .join(', ');
}

/** The events the machine's current states handle, without XState's own (delays, done, init). */
export function ownEvents(snapshot: AnyMachineSnapshot): string[] {
  // XState types the descriptors `any[]`: event types (strings), some with wildcards.
  const descriptors: unknown[] = __unsafe_getAllOwnEventDescriptors(snapshot);
  return descriptors.filter(
    (type): type is string => typeof type === 'string' && !type.startsWith('xstate.') && !type.includes('*'),
  );
}

function acceptsBare(snapshot: AnyMachineSnapshot, type: string): boolean {
  try {
    return snapshot.can({ type });
  } catch {
    return false; // a guard that reads a payload this bare event lacks
  }
}

const seconds = (ms: number) => `${ms / 1000} s`;
const clockTime = (time: number) => new Date(time).toLocaleTimeString('en-GB');

function MachineCard({ machine }: { machine: LiveMachine }) {
  const headingId = useId();
  const { snapshot, machineId } = machine;
  // A machine's snapshot holds a StateValue, which AnyMachineSnapshot types as `any`.
  const state = stateLabel(snapshot.value as StateValue);
  const needsInput = NEEDS_PAGE_INPUT[machineId] ?? [];
  const events = ownEvents(snapshot);
  const pressable = events.filter((type) => !needsInput.includes(type) && acceptsBare(snapshot, type));
  const typed = events.filter((type) => needsInput.includes(type));
  const timers = machine.clock.pending();
  const run = machineId === 'generator' ? lastGeneratorRun(machine) : undefined;

  return (
    <section className="tester-machine" aria-labelledby={headingId}>
      <h3 id={headingId} className="tester-machine-title">
        {machineId}
      </h3>
      <p className="tester-line">
        State: <code data-testid={`tester-state-${machineId}`}>{state}</code>
      </p>
      <h4 className="tester-subtitle">Events it accepts now</h4>
      {pressable.length === 0 && typed.length === 0 ? (
        <p className="tester-line">None: it is waiting (see its delays) or finished.</p>
      ) : (
        <ul className="tester-list">
          {pressable.map((type) => (
            <li key={type}>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => machine.actor.send({ type })}
              >
                Send {type}
              </button>
            </li>
          ))}
          {typed.map((type) => (
            <li key={type} className="tester-line">
              <code>{type}</code> (needs what is typed on the page: use the page)
            </li>
          ))}
        </ul>
      )}
      <h4 className="tester-subtitle">Pending delays</h4>
      {timers.length === 0 ? (
        <p className="tester-line">None.</p>
      ) : (
        <ul className="tester-list">
          {timers.map((timer) => (
            <li key={timer.id} className="tester-line">
              <code>{timer.delay}</code>: {seconds(timer.ms)}, due at {clockTime(timer.dueAt)}{' '}
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => machine.clock.fire(timer.id)}
              >
                Fire now: {timer.delay}
              </button>
            </li>
          ))}
        </ul>
      )}
      {run && (
        <>
          <h4 className="tester-subtitle">Latest run</h4>
          <p className="tester-line">
            Seed <code data-testid="tester-run-seed">{run.seed}</code>, topic “{run.topic}”, category{' '}
            {run.category}
          </p>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={!canReplay(snapshot, run)}
            onClick={() => replayGeneratorRun(machine, run)}
          >
            Replay run with seed {run.seed}
          </button>
        </>
      )}
    </section>
  );
}

/**
 * The in-page tester panel (`?tester` or `?inspect`): every running machine, its state, the events it
 * accepts now as buttons, its pending delays with "Fire now", and the generator's latest run to replay.
 * It sends only payload-free events, and shows text only.
 */
export function TesterPanel({
  stately,
  inspectorRequested,
}: {
  stately: StatelyInspector | null;
  inspectorRequested: boolean;
}) {
  useSyncExternalStore(subscribe, liveMachinesVersion, liveMachinesVersion);
  const [open, setOpen] = useState(true);
  const machines = liveMachines();
  const bodyId = useId();

  return (
    <aside className="tester-panel" aria-labelledby="tester-panel-title">
      <div className="tester-header">
        <h2 id="tester-panel-title" className="tester-title">
          Tester panel
        </h2>
        <button
          type="button"
          className="btn btn-outline-primary"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Hide' : 'Show'} tester panel
        </button>
      </div>
      <div id={bodyId} hidden={!open} className="tester-body">
        {inspectorRequested && (
          <p className="tester-line">
            <button
              type="button"
              className="btn btn-outline-primary"
              disabled={!stately}
              onClick={() => stately?.open()}
            >
              Open the Stately inspector
            </button>{' '}
            (a new window on stately.ai: needs the network)
          </p>
        )}
        {machines.length === 0 ? (
          <p className="tester-line">No machine is running on this page yet.</p>
        ) : (
          machines.map((machine) => <MachineCard key={machine.sessionId} machine={machine} />)
        )}
      </div>
    </aside>
  );
}
