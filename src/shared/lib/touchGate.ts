/** What shows a person is about to use a part: a press, a focus (Tab from the keyboard too), a key. */
const USE_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** A part's code waits behind this until the part is used, or drawn by the app rather than hydrated. */
export interface TouchGate {
  /** Settles once the gate is open. */
  opened: Promise<void>;
  /** Opens the gate now (the part is drawn in the browser, with no HTML of its own to stand in). */
  open(): void;
  /**
   * Opens the gate when the person first presses, focuses or types inside the page's element that
   * matches the selector; at once when there is none (outside a browser: the build's prerender).
   */
  watch(doc?: Document): void;
}

/** A gate for the part whose HTML the page's element matching `selector` is. */
export function touchGate(selector: string): TouchGate {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let watching = false;
  const watch = (doc: Document | undefined = globalThis.document) => {
    if (watching) return;
    watching = true;
    if (!doc?.querySelector(selector)) return open();
    const onUse = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
      for (const type of USE_EVENTS) doc.removeEventListener(type, onUse, true);
      open();
    };
    for (const type of USE_EVENTS) doc.addEventListener(type, onUse, true);
  };
  return { opened, open, watch };
}
