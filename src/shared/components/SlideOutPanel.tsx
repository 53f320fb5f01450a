import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';

/**
 * A panel that slides in from the right edge: a native <dialog> opened with showModal(), so the browser
 * keeps focus inside it, makes the page behind inert and closes it on Escape. Named by its visible
 * title; closed by its close button, Escape or a click on the dimmed page beside it.
 *
 * Controlled: `open` says whether it shows; `onClose` reports that the visitor closed it. On a close
 * with `returnFocus` (the default), focus goes back to `opener`; a parent that closes it because a link
 * inside navigated passes `returnFocus={false}`, so the new page can take focus instead.
 *
 * It opens before the app has arrived too (issue 30: a tap then is not lost): the opener carries
 * `panelOpener(id)`, the browser's own command to open the dialog (where the browser has invoker
 * commands), and its close button the command to close it. Once the app runs, the app opens and closes
 * it, and a panel the visitor opened before is taken over open (`onOpen`).
 */
export function SlideOutPanel({
  id,
  title,
  closeLabel,
  open,
  onClose,
  opener,
  returnFocus = true,
  onOpen,
  className,
  children,
}: {
  id: string;
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  open: boolean;
  onClose: () => void;
  /** The control that opened the panel, which gets focus back when it closes. */
  opener: RefObject<HTMLElement | null>;
  returnFocus?: boolean;
  /** Reports that the visitor opened it before the app ran, which then takes it over open. */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog's close event fires, after the render that asked for the close.
  const returnFocusRef = useRef(returnFocus);
  const onCloseRef = useRef(onClose);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
    onCloseRef.current = onClose;
    onOpenRef.current = onOpen;
  });

  // What the app last asked of the dialog: it acts on a change, so a dialog the visitor opened before
  // the app ran is reported (`onOpen`) rather than closed, as the app starts with `open` false.
  const asked = useRef(open);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open === asked.current && !open) {
      if (dialog.hasAttribute('open')) onOpenRef.current?.();
      return;
    }
    asked.current = open;
    if (open) openPanel(dialog);
    else closePanel(dialog);
  }, [open]);

  // The browser closes a modal dialog itself on Escape; every close, whatever its cause, ends here.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onDialogClose = () => {
      onCloseRef.current();
      if (returnFocusRef.current) opener.current?.focus();
    };
    dialog.addEventListener('close', onDialogClose);
    return () => dialog.removeEventListener('close', onDialogClose);
  }, [opener]);

  // The panel's content fills the dialog box, so a click whose target is the dialog itself landed on
  // its backdrop: the dimmed page beside the panel.
  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) closePanel(event.currentTarget);
  }
  // Where the browser has no <dialog>, Escape is ours to handle.
  function closeOnEscape(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape' && !hasNativeDialog(event.currentTarget)) closePanel(event.currentTarget);
  }

  return (
    // The keyboard closes it with Escape (the dialog's own behaviour), so the click handler only adds a
    // pointer shortcut.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={`slide-out${className ? ` ${className}` : ''}`}
      // Open in the page before the app runs if the visitor opened it (panelOpener), unlike the server's
      // HTML: React would say so in development; it changes nothing.
      suppressHydrationWarning
      onClick={closeOnBackdrop}
      onKeyDown={closeOnEscape}
    >
      <div className="slide-out-content">
        <div className="slide-out-header">
          <h2 id={titleId} className="h5 mb-0">
            {title}
          </h2>
          <button
            type="button"
            className="btn-close"
            aria-label={closeLabel}
            {...browserCommand(id, 'close')}
            onClick={(event) => {
              event.preventDefault();
              if (dialogRef.current) closePanel(dialogRef.current);
            }}
          />
        </div>
        <div className="slide-out-body">{children}</div>
      </div>
    </dialog>
  );
}

/**
 * The attributes that make a button open the panel `id` by itself, before the app runs or without it:
 * the browser's invoker command (Chrome 135, Safari 26.2, Firefox 144; elsewhere the button waits for
 * the app, as before). The button's click handler, once the app runs, cancels it and opens the panel.
 */
export function panelOpener(id: string): Record<string, string> {
  return browserCommand(id, 'show-modal');
}

/** `commandfor` and `command`: React passes them to the page as they are; its types do not know them. */
function browserCommand(id: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: id, command };
}

/**
 * Safari before 15.4 (in package.json's browserslist) has no <dialog>: there the panel is shown by its
 * `open` attribute, not modal (the page behind stays usable, as the close button and Escape still close it),
 * and closing it sends the same `close` event the browser's own dialog does.
 */
function hasNativeDialog(dialog: HTMLDialogElement): boolean {
  // eslint-disable-next-line no-restricted-properties -- this is the feature check
  return typeof dialog.showModal === 'function';
}

function openPanel(dialog: HTMLDialogElement): void {
  if (dialog.hasAttribute('open')) return;
  // eslint-disable-next-line no-restricted-properties -- checked by hasNativeDialog
  if (hasNativeDialog(dialog)) dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closePanel(dialog: HTMLDialogElement): void {
  if (!dialog.hasAttribute('open')) return;
  if (hasNativeDialog(dialog)) {
    dialog.close();
    return;
  }
  dialog.removeAttribute('open');
  dialog.dispatchEvent(new Event('close'));
}
