import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { SetupLink } from '@/shared/api/accounts';
import { useFormatDateTime } from '@/shared/i18n/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { accountsMessages } from './messages';

/**
 * A one-time link, shown once to the admin who asked for it (the server never shows it again): the full
 * address with this site's origin, a copy button, and a way to hide it. Focus moves here when it appears.
 */
export function SetupLinkNotice({
  name,
  link,
  onDone,
}: {
  name: string;
  link: SetupLink;
  onDone: () => void;
}) {
  const t = useT(accountsMessages);
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const address = `${window.location.origin}${link.setupPath}`;
  const when = useFormatDateTime();
  const time = when(link.expiresAt);
  useEffect(() => headingRef.current?.focus(), [link]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section className="alert alert-info" aria-labelledby="setup-link-title">
      <h3 id="setup-link-title" ref={headingRef} tabIndex={-1} className="h5">
        {t('link.title', { name })}
      </h3>
      <p>{t('link.note', { name, time })}</p>
      <label htmlFor="setup-link" className="form-label">
        {t('link.label')}
      </label>
      <input
        id="setup-link"
        className="form-control mb-2"
        readOnly
        value={address}
        onFocus={(e) => e.target.select()}
      />
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button variant="primary" onClick={() => void copy()}>
          {t('link.copy')}
        </Button>
        <Button variant="outline-secondary" onClick={onDone}>
          {t('link.dismiss')}
        </Button>
        <span role="status">{copied && t(copied === 'yes' ? 'link.copied' : 'link.copyFailed')}</span>
      </div>
    </section>
  );
}
