/** What shows a person is about to use a part: a press, a focus (Tab from the keyboard too), a key. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** How long after the part is live a held click is given again: a moment, for its effects to run. */
const REPLAY_AFTER_MS = 50;

/**
 * How long a click is held for code that has not arrived (a slow or dropped connection): then it goes
 * through as it would without the app — a form's button sends the form to the server, which answers.
 */
const HOLD_AT_MOST_MS = 3000;

/** A part's code waits behind this until the part is used, or drawn by the app rather than hydrated. */
export interface TouchGate {
  /** Settles once the gate is open. */
  opened: Promise<void>;
  /** Opens the gate now (the part is drawn in the browser, with no HTML of its own to stand in). */
  open(): void;
  /**
   * Opens the gate when the person first presses, focuses or types inside the page's element that
   * matches the selector; at once when there is none (outside a browser: the build's prerender). A
   * click inside the part before its code has arrived is held, the part marked aria-busy meanwhile, and
   * given again once it has (or, after HOLD_AT_MOST_MS, to the browser).
   */
  watch(doc?: Document): void;
  /** The part is live (its code arrived and hydrated it): a held click is given to it. */
  arrived(): void;
}

/** A gate for the part whose HTML the page's element matching `selector` is. */
export function touchGate(selector: string): TouchGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let watching = false;
  let holding = true;
  let held: HTMLElement | null = null;
  /** Gives the held click again, to the part's code (arrived) or to the browser (held too long). */
  const release = (delay: number) => {
    holding = false;
    const target = held;
    held = null;
    if (!target) return;
    showHeld(target, false);
    setTimeout(() => target.isConnected && target.click(), delay);
  };
  /**
   * While a click is held, the part says it is busy and the control pressed looks not yet ready
   * (Bootstrap's `disabled` look, which also lets no second tap through), rather than as if nothing had
   * happened. A class, not the attribute: a disabled button would lose the keyboard's focus.
   */
  const showHeld = (target: HTMLElement, busy: boolean) => {
    target.closest(selector)?.setAttribute('aria-busy', String(busy));
    target.classList.toggle('disabled', busy);
  };
  const inPart = (event: Event) => event.target instanceof Element && event.target.closest(selector) !== null;

  const watch = (doc = globalThis.document as Document | undefined) => {
    if (watching) return;
    watching = true;
    if (!doc?.querySelector(selector)) {
      open();
      return;
    }
    const onUse = (event: Event) => {
      if (!inPart(event)) return;
      for (const type of USE_EVENTS) doc.removeEventListener(type, onUse, true);
      open();
    };
    for (const type of USE_EVENTS) doc.addEventListener(type, onUse, true);
    // A tap's click comes a moment after its press, usually before the code: held rather than lost (a
    // button the app answers would do nothing) or sent as the form without the app.
    const onClick = (event: MouseEvent) => {
      if (!holding) {
        doc.removeEventListener('click', onClick, true);
        return;
      }
      if (!inPart(event) || !(event.target instanceof HTMLElement)) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held) setTimeout(() => holding && release(0), HOLD_AT_MOST_MS);
      held = event.target;
      showHeld(held, true);
    };
    doc.addEventListener('click', onClick, true);
  };

  const arrived = () => release(REPLAY_AFTER_MS);
  return { opened, open, watch, arrived };
}
