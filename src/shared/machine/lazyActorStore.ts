/** A running state machine, as the lazily loaded module that starts it hands it over to a screen. */
export interface ActorSession<TView, TEvent> {
  send(event: TEvent): void;
  /** What the screen shows now. */
  view(): TView;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  stop(): void;
}

/**
 * What `actorSession` needs of an XState actor (`createActor(machine, machineOptions())`), described here
 * rather than imported, so that this module, which a screen loads up front, does not bring xstate.
 */
export interface SessionActor<TSnapshot, TEvent> {
  start(): unknown;
  send(event: TEvent): void;
  getSnapshot(): TSnapshot;
  subscribe(listener: () => void): { unsubscribe(): void };
  stop(): unknown;
}

/**
 * Starts `actor` and hands it over as an ActorSession whose view is `view` of its snapshot. What the
 * lazily loaded module of each screen's machine returns: the machine with the screen's effects
 * provided, and what the screen shows of it —
 * `actorSession(createActor(machine.provide({ … }), machineOptions()), (snapshot) => ({ … }))`.
 */
export function actorSession<TSnapshot, TEvent, TView>(
  actor: SessionActor<TSnapshot, TEvent>,
  view: (snapshot: TSnapshot) => TView,
): ActorSession<TView, TEvent> {
  actor.start();
  return {
    send: (event) => actor.send(event),
    view: () => view(actor.getSnapshot()),
    subscribe: (listener) => {
      const subscription = actor.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    stop: () => void actor.stop(),
  };
}

/**
 * Fetches the module with the machine (and xstate) and returns how to start one. A screen whose own
 * chunk already holds its machine (the generator, in the staff area's) resolves at once.
 */
export type LoadActor<TView, TEvent> = () => Promise<() => ActorSession<TView, TEvent>>;

/**
 * What a screen does when its machine could not be fetched (offline, say) while events wait for it: which
 * of them it gives up — an action the visitor must repeat (a submission), which would otherwise run, late
 * and unasked, whenever the machine does arrive — and, when it gave one up, what it shows.
 */
export interface LoadFailure<TView, TEvent> {
  view(view: TView): TView;
  drops(event: TEvent): boolean;
}

/**
 * A screen's state machine that is not in the page's first download, as a store for React's
 * useSyncExternalStore. Until the machine is fetched (`prepare`, e.g. when a form field takes focus) the
 * store shows `initial`; events sent meanwhile wait in order — `preview` may show their effect at once,
 * as a field shows what is typed — and are replayed when the machine starts. The machine runs while the
 * screen is mounted (subscribed): a later mount starts afresh with the events it was sent.
 */
export class LazyActorStore<TView, TEvent> {
  private view: TView;
  private session: ActorSession<TView, TEvent> | null = null;
  private start: (() => ActorSession<TView, TEvent>) | null = null;
  private loading: Promise<void> | null = null;
  private waiting: { event: TEvent; then?: (view: TView) => void; history?: true }[] = [];
  private readonly listeners = new Set<() => void>();

  /**
   * `history`: the events that led to `initial` when the screen does not start empty (a form the server
   * answered before the app ran). The machine hears them first when it starts, so it takes over from
   * what is on screen; nothing is fetched for them. `failure`: what a failed fetch changes (LoadFailure);
   * without it, the screen stays as it is and its events wait for the next try.
   */
  constructor(
    private readonly load: LoadActor<TView, TEvent>,
    private readonly initial: TView,
    private readonly preview: (view: TView, event: TEvent) => TView = (view) => view,
    history: readonly TEvent[] = [],
    private readonly failure?: LoadFailure<TView, TEvent>,
  ) {
    this.view = initial;
    this.waiting = history.map((event) => ({ event, history: true }));
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    this.run();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size > 0) return;
      this.session?.stop();
      this.session = null;
    };
  };

  getSnapshot = (): TView => this.view;

  /** What a prerendered page shows, and so what hydration must render first. */
  getServerSnapshot = (): TView => this.initial;

  /** Fetches the machine unless it is here or on its way: safe to call on every focus or scroll. */
  prepare = (): void => {
    this.loading ??= this.load().then(
      (start) => {
        this.start = start;
        this.run();
      },
      (error: unknown) => {
        // Offline, say: the next call tries again, and waiting events still wait (but those the screen
        // gives up: it says so, and the visitor repeats them).
        this.loading = null;
        console.error('A part of this page could not be loaded.', error);
        const failure = this.failure;
        const kept = this.waiting.filter(({ event, history }) => history || !failure?.drops(event));
        if (!failure || kept.length === this.waiting.length) return;
        this.waiting = kept;
        this.update(failure.view(this.view));
      },
    );
  };

  /**
   * Sends `event` to the machine, now or as soon as it has started (fetching it if need be); `then`
   * runs with the view the event led to.
   */
  send = (event: TEvent, then?: (view: TView) => void): void => {
    if (this.session) {
      this.session.send(event);
      then?.(this.session.view());
      return;
    }
    this.waiting.push({ event, then });
    this.update(this.preview(this.view, event));
    this.prepare();
  };

  /**
   * Sends `event` only to a machine already running; one that starts later never hears of it (for news
   * that a machine starting later reads from its input anyway), and nothing is fetched for it.
   */
  sendIfRunning = (event: TEvent): void => {
    this.session?.send(event);
  };

  private run() {
    if (this.session || !this.start || this.listeners.size === 0) return;
    const session = this.start();
    this.session = session;
    session.subscribe(() => this.update(session.view()));
    this.update(session.view());
    const waiting = this.waiting;
    this.waiting = [];
    waiting.forEach(({ event, then }) => this.send(event, then));
  }

  private update(view: TView) {
    this.view = view;
    this.listeners.forEach((listener) => listener());
  }
}
