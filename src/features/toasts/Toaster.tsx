import { useCallback, useState, type FocusEvent, type ReactNode, type RefCallback } from 'react';
import { Link } from 'react-router-dom';
import Toast from 'react-bootstrap/Toast';
import ToastContainer from 'react-bootstrap/ToastContainer';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { toastsMessages } from './messages';
import {
  selectCurrentToast,
  toastDismissed,
  TOAST_AUTOHIDE_MS,
  type Toast as ToastData,
} from './toastsSlice';
import './toasts.css';

/**
 * react-bootstrap's Toast always marks itself role="alert" aria-live="assertive". Its container is our
 * live region instead (it must exist before the text arrives to be announced reliably), and a live region
 * nested inside another can be read twice, so the toast's own marks are removed once it is in the page.
 */
const leaveAnnouncingToContainer: RefCallback<HTMLDivElement> = (element) => {
  element?.removeAttribute('role');
  element?.removeAttribute('aria-live');
  element?.removeAttribute('aria-atomic');
};

/**
 * Shows the current toast at the bottom right (SPEC §9). Two live regions are always in the page: a
 * polite one for news and an assertive one for errors. `key` makes a new toast replace the old one and
 * restart the 4 s close timer.
 */
export function Toaster() {
  const t = useT(toastsMessages);
  const toast = useAppSelector(selectCurrentToast);
  const isError = toast?.variant === 'danger';
  return (
    <>
      <ToastRegion role="status" live="polite" label={t('toast.region')}>
        {toast && !isError && <ToastCard key={toast.id} toast={toast} />}
      </ToastRegion>
      <ToastRegion role="alert" live="assertive" label={t('toast.region')}>
        {toast && isError && <ToastCard key={toast.id} toast={toast} />}
      </ToastRegion>
    </>
  );
}

function ToastRegion({
  role,
  live,
  label,
  children,
}: {
  role: 'status' | 'alert';
  live: 'polite' | 'assertive';
  label: string;
  children: ReactNode;
}) {
  return (
    <ToastContainer
      position="bottom-end"
      containerPosition="fixed"
      className="p-3 admin-toasts"
      role={role}
      aria-live={live}
      aria-atomic="true"
      aria-label={label}
    >
      {children}
    </ToastContainer>
  );
}

/**
 * One toast. It stays while the keyboard or the pointer is on it, so it cannot vanish under someone
 * reaching for Close or still reading it (WCAG 2.2.1); once left, it gets its full 4 s again.
 */
function ToastCard({ toast }: { toast: ToastData }) {
  const t = useT(toastsMessages);
  const dispatch = useAppDispatch();
  const close = useCallback(() => dispatch(toastDismissed(toast.id)), [dispatch, toast.id]);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const focusLeft = (event: FocusEvent<HTMLDivElement>) =>
    setFocused(event.currentTarget.contains(event.relatedTarget));
  return (
    <Toast
      ref={leaveAnnouncingToContainer}
      onClose={close}
      autohide={!focused && !hovered}
      delay={TOAST_AUTOHIDE_MS}
      onFocus={() => setFocused(true)}
      onBlur={focusLeft}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={toast.variant === 'danger' ? 'admin-toast admin-toast-danger' : 'admin-toast'}
    >
      <Toast.Header closeLabel={t('toast.close')}>
        <strong className="me-auto">{t(toast.title)}</strong>
      </Toast.Header>
      <Toast.Body>
        {t(toast.body, toast.values)}
        {toast.link && (
          <>
            {' '}
            <Link to={toast.link.to}>{t(toast.link.label)}</Link>
          </>
        )}
      </Toast.Body>
    </Toast>
  );
}
