import { assign, createActor, setup } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  actorSession,
  LazyActorStore,
  type LoadActor,
  type LoadFailure,
} from '@/shared/machine/lazyActorStore';

/*
 * The store every screen's machine runs through (the newsletter form, the login form, the generator
 * tab), with a small machine of the test's own: it keeps what it heard, in order, and a submission
 * moves it to `sent`.
 */

type Event = { type: 'TYPED'; text: string } | { type: 'SUBMITTED' } | { type: 'RESET' };

interface View {
  text: string;
  sent: boolean;
  /** Every event the machine heard, in order. */
  heard: string[];
}

const label = (event: Event) => (event.type === 'TYPED' ? `TYPED ${event.text}` : event.type);

const formMachine = setup({
  types: { context: {} as { text: string; heard: string[] }, events: {} as Event },
}).createMachine({
  id: 'form',
  context: { text: '', heard: [] },
  initial: 'editing',
  states: {
    editing: {
      on: {
        TYPED: {
          actions: assign({
            text: ({ event }) => event.text,
            heard: ({ context, event }) => [...context.heard, label(event)],
          }),
        },
        SUBMITTED: {
          target: 'sent',
          actions: assign({ heard: ({ context }) => [...context.heard, 'SUBMITTED'] }),
        },
      },
    },
    sent: {
      on: {
        RESET: {
          target: 'editing',
          actions: assign({ text: '', heard: ({ context }) => [...context.heard, 'RESET'] }),
        },
      },
    },
  },
});

const EMPTY: View = { text: '', sent: false, heard: [] };

/** What a screen shows before its machine is here: what is typed, and a submission as sent. */
const typedAhead = (view: View, event: Event): View =>
  event.type === 'TYPED'
    ? { ...view, text: event.text }
    : event.type === 'SUBMITTED'
      ? { ...view, sent: true }
      : view;

/** Starts a machine as the lazily loaded modules do; counts the machines started and stopped. */
function machines() {
  const started: ReturnType<typeof createActor<typeof formMachine>>[] = [];
  const start = () => {
    const actor = createActor(formMachine);
    started.push(actor);
    return actorSession(actor, (snapshot) => ({
      text: snapshot.context.text,
      sent: snapshot.matches('sent'),
      heard: snapshot.context.heard,
    }));
  };
  return { start, started };
}

/** A load that the test resolves or fails when it chooses, as the network would. */
function controlledLoad(start: ReturnType<typeof machines>['start']) {
  const attempts: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn<LoadActor<View, Event>>(
    () =>
      new Promise((resolve, reject) => {
        attempts.push({ resolve: () => resolve(start), reject });
      }),
  );
  return { load, attempts };
}

/** Lets the load's promise settle (and what follows it). */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('LazyActorStore', () => {
  it('shows the initial view, fetching nothing, until the machine is asked for', () => {
    const { start } = machines();
    const { load } = controlledLoad(start);
    const store = new LazyActorStore(load, EMPTY, typedAhead);
    store.subscribe(() => {});
    expect(store.getSnapshot()).toBe(EMPTY);
    expect(store.getServerSnapshot()).toBe(EMPTY);
    expect(load).not.toHaveBeenCalled();
  });

  it('previews events sent before the code loads, fetches it once, and replays them in order when it starts', async () => {
    const { start, started } = machines();
    const { load, attempts } = controlledLoad(start);
    const store = new LazyActorStore(load, EMPTY, typedAhead);
    const changes = vi.fn();
    store.subscribe(changes);
    const afterSubmit = vi.fn();

    store.send({ type: 'TYPED', text: 'a' });
    store.prepare();
    store.send({ type: 'TYPED', text: 'ab' });
    store.send({ type: 'SUBMITTED' }, afterSubmit);

    // The preview: on screen at once, the machine not yet here.
    expect(store.getSnapshot()).toEqual({ text: 'ab', sent: true, heard: [] });
    expect(changes).toHaveBeenCalledTimes(3);
    // Hydration still renders what the server sent.
    expect(store.getServerSnapshot()).toBe(EMPTY);
    expect(load).toHaveBeenCalledTimes(1);
    expect(started).toHaveLength(0);
    expect(afterSubmit).not.toHaveBeenCalled();

    attempts[0]!.resolve();
    await settle();
    expect(started).toHaveLength(1);
    expect(store.getSnapshot()).toEqual({
      text: 'ab',
      sent: true,
      heard: ['TYPED a', 'TYPED ab', 'SUBMITTED'],
    });
    // `then` runs with the view the event led to, once the machine has heard it.
    expect(afterSubmit).toHaveBeenCalledWith({
      text: 'ab',
      sent: true,
      heard: ['TYPED a', 'TYPED ab', 'SUBMITTED'],
    });

    // Now every event goes straight to the machine.
    store.send({ type: 'RESET' });
    expect(store.getSnapshot()).toMatchObject({ text: '', sent: false });
    store.prepare();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts no machine while no screen is subscribed; the first subscriber starts it with the waiting events', async () => {
    const { start, started } = machines();
    const store = new LazyActorStore(() => Promise.resolve(start), EMPTY, typedAhead);
    store.send({ type: 'TYPED', text: 'x' });
    await settle();
    expect(started).toHaveLength(0);
    expect(store.getSnapshot()).toEqual({ text: 'x', sent: false, heard: [] });

    store.subscribe(() => {});
    expect(started).toHaveLength(1);
    expect(store.getSnapshot().heard).toEqual(['TYPED x']);
  });

  it('replays the history first, before the events sent since, and fetches nothing for it', async () => {
    const { start } = machines();
    const { load, attempts } = controlledLoad(start);
    const answered: View = { text: 'server', sent: true, heard: [] };
    const store = new LazyActorStore(load, answered, typedAhead, [
      { type: 'TYPED', text: 'server' },
      { type: 'SUBMITTED' },
    ]);
    store.subscribe(() => {});
    await settle();
    expect(load).not.toHaveBeenCalled();
    expect(store.getServerSnapshot()).toBe(answered);

    store.send({ type: 'RESET' });
    attempts[0]!.resolve();
    await settle();
    expect(store.getSnapshot()).toEqual({
      text: '',
      sent: false,
      heard: ['TYPED server', 'SUBMITTED', 'RESET'],
    });
  });

  it('after a failed load without a LoadFailure, keeps the view and the waiting events, and tries again on the next prepare', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start, started } = machines();
    const { load, attempts } = controlledLoad(start);
    const store = new LazyActorStore(load, EMPTY, typedAhead);
    store.subscribe(() => {});
    store.send({ type: 'TYPED', text: 'kept' });
    store.send({ type: 'SUBMITTED' });
    attempts[0]!.reject(new Error('offline'));
    await settle();
    expect(error).toHaveBeenCalledWith('A part of this page could not be loaded.', expect.any(Error));
    expect(store.getSnapshot()).toEqual({ text: 'kept', sent: true, heard: [] });
    expect(started).toHaveLength(0);

    store.prepare();
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]!.resolve();
    await settle();
    expect(store.getSnapshot().heard).toEqual(['TYPED kept', 'SUBMITTED']);
  });

  it('after a failed load with a LoadFailure, drops the events it names (never the history) and shows its view', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start } = machines();
    const { load, attempts } = controlledLoad(start);
    const failure: LoadFailure<View, Event> = {
      view: (view) => ({ ...view, sent: false, text: `${view.text} (not sent)` }),
      drops: (event) => event.type === 'SUBMITTED',
    };
    const store = new LazyActorStore(load, EMPTY, typedAhead, [{ type: 'SUBMITTED' }], failure);
    const changes = vi.fn();
    store.subscribe(changes);
    store.send({ type: 'RESET' });
    store.send({ type: 'TYPED', text: 'again' });
    store.send({ type: 'SUBMITTED' });
    attempts[0]!.reject(new Error('offline'));
    await settle();
    expect(store.getSnapshot()).toEqual({ text: 'again (not sent)', sent: false, heard: [] });
    expect(changes).toHaveBeenCalledTimes(4);

    store.prepare();
    attempts[1]!.resolve();
    await settle();
    // The history's SUBMITTED stays; the visitor's is gone, for them to repeat.
    expect(store.getSnapshot().heard).toEqual(['SUBMITTED', 'RESET', 'TYPED again']);
  });

  it('after a failed load with a LoadFailure that drops nothing, changes nothing on screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start } = machines();
    const { load, attempts } = controlledLoad(start);
    const failure: LoadFailure<View, Event> = {
      view: () => EMPTY,
      drops: (event) => event.type === 'SUBMITTED',
    };
    const store = new LazyActorStore(load, EMPTY, typedAhead, [], failure);
    store.subscribe(() => {});
    store.send({ type: 'TYPED', text: 'typed' });
    attempts[0]!.reject(new Error('offline'));
    await settle();
    expect(store.getSnapshot()).toEqual({ text: 'typed', sent: false, heard: [] });
  });

  it('stops the machine when the last screen unsubscribes, and starts a fresh one on the next mount', async () => {
    const { start, started } = machines();
    const store = new LazyActorStore(() => Promise.resolve(start), EMPTY, typedAhead);
    const first = store.subscribe(() => {});
    const second = store.subscribe(() => {});
    store.send({ type: 'TYPED', text: 'one' });
    await settle();
    expect(started).toHaveLength(1);

    first();
    expect(started[0]!.getSnapshot().status).toBe('active');
    second();
    expect(started[0]!.getSnapshot().status).toBe('stopped');
    // What the last machine showed stays until the next one starts.
    expect(store.getSnapshot().text).toBe('one');

    const listener = vi.fn();
    store.subscribe(listener);
    expect(started).toHaveLength(2);
    expect(store.getSnapshot()).toEqual({ text: '', sent: false, heard: [] });
    expect(listener).toHaveBeenCalled();
    store.send({ type: 'TYPED', text: 'two' });
    expect(started[1]!.getSnapshot().context.heard).toEqual(['TYPED two']);
    expect(started[0]!.getSnapshot().context.heard).toEqual(['TYPED one']);
  });

  it('sendIfRunning reaches a running machine only, and fetches nothing', async () => {
    const { start } = machines();
    const load = vi.fn<LoadActor<View, Event>>(() => Promise.resolve(start));
    const store = new LazyActorStore(load, EMPTY, typedAhead);
    store.subscribe(() => {});
    store.sendIfRunning({ type: 'TYPED', text: 'lost' });
    expect(load).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(EMPTY);

    store.prepare();
    await settle();
    store.sendIfRunning({ type: 'TYPED', text: 'heard' });
    expect(store.getSnapshot().heard).toEqual(['TYPED heard']);
  });
});

describe('actorSession', () => {
  it('starts the actor, shows its snapshot through `view`, tells of each change, and stops it', () => {
    const actor = createActor(formMachine);
    const session = actorSession(actor, (snapshot) => snapshot.context.text);
    expect(actor.getSnapshot().status).toBe('active');
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.send({ type: 'TYPED', text: 'hi' });
    expect(session.view()).toBe('hi');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    session.send({ type: 'TYPED', text: 'hello' });
    expect(listener).toHaveBeenCalledTimes(1);
    session.stop();
    expect(actor.getSnapshot().status).toBe('stopped');
  });
});
