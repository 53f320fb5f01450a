import { useId, useState, useSyncExternalStore } from 'react';
import { createPath, useHref, useLocation } from 'react-router-dom';
import * as icons from '@/shared/components/icons';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import type { Guide } from './guideTypes';
import { guidesMessages } from './messages';
import { useGuideT } from './useGuideT';

const SHARE_ICON =
  'M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6M18 22a3 3 0 1 0 0-6 3 3 0 0 0 0 6M8.6 13.5l6.8 4M15.4 6.5l-6.8 4';
const COPY_ICON = 'M9 9h11v11H9zM5 15H4V4h11v1';

const ACTION = 'guide-share-action d-inline-flex align-items-center gap-2';
const ACTION_OUTLINE = `btn btn-outline-primary ${ACTION}`;

const noSubscription = () => () => {};
// What the browser offers is read once React runs in it. The prerendered page (and its hydration) shows
// the WhatsApp link and Copy button, inactive until the page's address is known; a phone with a share
// sheet then swaps its own button in.
const hasShareSheet = () => typeof navigator.share === 'function';
const pageOrigin = () => window.location.origin;

/** The outcome of the last Copy, for the address it copied: a new tab's address starts afresh. */
type CopyResult = { url: string; copied: boolean } | null;

/**
 * "Share this guide": the phone's own share sheet where the browser has one (navigator.share), otherwise
 * (or if it fails) a WhatsApp link and a Copy link button whose result a screen reader hears. The address
 * shared is the page's own, ?tab= included, so the person it is sent to opens the same tab. Not printed.
 */
export function GuideShare<K extends string>({ guide, className }: { guide: Guide<K>; className?: string }) {
  const t = useGuideT(guide);
  const tGuide = useT(guidesMessages);
  const tSite = useT(siteMessages);
  const headingId = useId();
  const location = useLocation();
  const shareSheet = useSyncExternalStore(noSubscription, hasShareSheet, () => false);
  const origin = useSyncExternalStore(noSubscription, pageOrigin, () => '');
  const [shareSheetFailed, setShareSheetFailed] = useState(false);
  const [copyResult, setCopyResult] = useState<CopyResult>(null);

  const title = t(guide.title);
  // The address as the browser shows it: in its language (/yo/…), so the link opens in that language.
  const url = `${origin}${useHref(createPath(location))}`;
  const ready = origin !== '';
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${title}\n${url}`)}`;
  const copy = copyResult?.url === url ? copyResult : null;

  // The buttons' handlers catch their own failures and show them: nothing waits for them.
  async function openShareSheet() {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // Closing the share sheet without choosing an app is the reader's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setShareSheetFailed(true);
    }
  }

  async function copyLink() {
    try {
      // navigator.clipboard is missing on http:// pages and in some browsers: that throws here too.
      await navigator.clipboard.writeText(url);
      setCopyResult({ url, copied: true });
    } catch {
      setCopyResult({ url, copied: false });
    }
  }

  return (
    <section
      className={`guide-share d-print-none${className ? ` ${className}` : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="h5 mb-3">
        {tGuide('share.heading')}
      </h2>
      <div className="d-flex flex-wrap gap-2">
        {shareSheet && (
          <button type="button" className={`btn btn-primary ${ACTION}`} onClick={() => void openShareSheet()}>
            <Icon path={SHARE_ICON} size={20} />
            {tGuide('share.native')}
          </button>
        )}
        {(!shareSheet || shareSheetFailed) && (
          <>
            {/* Until the address is known it looks as inactive as the Copy button beside it (issue 30). */}
            <a
              href={ready ? whatsApp : undefined}
              rel="external noopener"
              className={`${ACTION_OUTLINE}${ready ? '' : ' disabled'}`}
            >
              {tGuide('share.whatsapp')} <Icon path={icons.external} size={16} />
              <span className="visually-hidden">{tSite('link.external')}</span>
            </a>
            <button
              type="button"
              className={ACTION_OUTLINE}
              onClick={() => void copyLink()}
              disabled={!ready}
            >
              <Icon path={COPY_ICON} size={20} />
              {tGuide('share.copy')}
            </button>
          </>
        )}
      </div>
      {/* Always in the page, so screen readers are already listening when a message appears in it. */}
      <div role="status">
        {shareSheetFailed && <p className="mt-2 mb-0">{tGuide('share.nativeFailed')}</p>}
        {copy?.copied && <p className="mt-2 mb-0">{tGuide('share.copied')}</p>}
        {copy?.copied === false && (
          <p className="mt-2 mb-0">
            {tGuide('share.copyFailed')} <span className="user-select-all text-break">{url}</span>
          </p>
        )}
      </div>
    </section>
  );
}
