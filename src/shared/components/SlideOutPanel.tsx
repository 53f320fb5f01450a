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
 */
export function SlideOutPanel({
  id,
  title,
  closeLabel,
  open,
  onClose,
  opener,
  returnFocus = true,
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
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${useId()}-title`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Read when the dialog's close event fires, after the render that asked for the close.
  const returnFocusRef = useRef(returnFocus);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    returnFocusRef.current = returnFocus;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
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
    <dialog
      ref={dialogRef}
      id={id}
      aria-labelledby={titleId}
      className={`slide-out${className ? ` ${className}` : ''}`}
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
            onClick={() => dialogRef.current && closePanel(dialogRef.current)}
          />
        </div>
        <div className="slide-out-body">{children}</div>
      </div>
    </dialog>
  );
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
  if (hasNativeDialog(dialog)) return dialog.close();
  dialog.removeAttribute('open');
  dialog.dispatchEvent(new Event('close'));
}
