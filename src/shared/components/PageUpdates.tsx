import { useT } from '@/shared/i18n/useT';
import { nigerianDate } from '@/shared/lib/nigerianDate';
import { pageUpdatesMessages } from './pageUpdatesMessages';

/** The id of the list of a page's updates, which "see all updates" leads to. */
const UPDATES_ID = 'updates';

/** Writes a calendar date (YYYY-MM-DD) for readers ("1 September 2026"). */
type FormatDate = (date: string) => string;

/**
 * "Last updated 25 November 2026 — see all updates", as on GOV.UK: `updatedAt` is the page's first
 * publication or its latest major change (a minor fix leaves it), an ISO time read as a day in Nigeria.
 */
export function LastUpdated({ updatedAt, formatDate }: { updatedAt: string; formatDate: FormatDate }) {
  const t = useT(pageUpdatesMessages);
  return (
    <p className="text-body-secondary small">
      {t('lastUpdated', { date: formatDate(nigerianDate(updatedAt)) })} —{' '}
      <a href={`#${UPDATES_ID}`}>{t('seeUpdates')}</a>
    </p>
  );
}

/** Every public change note of a page with its date, newest first, then its first publication. */
export function PageUpdates({
  changeNotes,
  firstPublishedAt,
  formatDate,
}: {
  changeNotes: readonly { at: string; note: string }[];
  firstPublishedAt: string;
  formatDate: FormatDate;
}) {
  const t = useT(pageUpdatesMessages);
  const dateOf = (iso: string) => {
    const date = nigerianDate(iso);
    return <time dateTime={date}>{formatDate(date)}</time>;
  };
  return (
    <section id={UPDATES_ID} aria-labelledby={`${UPDATES_ID}-heading`} className="border-top mt-5 pt-4">
      <h2 id={`${UPDATES_ID}-heading`} className="h5 fw-bold">
        {t('updates')}
      </h2>
      <ol className="list-unstyled mb-0">
        {/* eslint-disable-next-line no-restricted-properties -- the note's field `at`, not Array.prototype.at */}
        {changeNotes.map(({ at, note }) => (
          <li key={at} className="mb-2">
            <strong className="d-block">{dateOf(at)}</strong>
            {note}
          </li>
        ))}
        <li>
          <strong className="d-block">{dateOf(firstPublishedAt)}</strong>
          {t('firstPublished')}
        </li>
      </ol>
    </section>
  );
}
