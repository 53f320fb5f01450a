import { useId, type SubmitEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Icon } from '@/shared/components/Icon';
import * as icons from '@/shared/components/icons';
import { useT } from '@/shared/i18n/useT';
import { MAX_LENGTH } from '@/shared/lib/text';
import { PATHS, searchPath } from '@/shared/site/paths';
import { searchMessages, type SearchMessageKey } from './messages';
import type { SearchSource } from './searchSources';

// SPEC §2: the hero's popular searches, as links to their results. Each searches for its words as the
// reader's language writes them ("sabunta fasfo"), which the index finds beside the English (issue 27).
export const POPULAR_SEARCHES: SearchMessageKey[] = [
  'popular.nin',
  'popular.jamb',
  'popular.passport',
  'popular.voters',
  'popular.nysc',
];

/** The popular searches as links to their results pages. */
export function PopularSearches() {
  const t = useT(searchMessages);
  return (
    <div className="d-flex flex-wrap align-items-center gap-2">
      <span className="fw-semibold">{t('search.popular')}</span>
      {POPULAR_SEARCHES.map((key) => (
        <Link
          key={key}
          to={searchPath(t(key), 'popular')}
          className="btn btn-outline-primary btn-sm rounded-pill"
        >
          {t(key)}
        </Link>
      ))}
    </div>
  );
}

/**
 * A search box: a real form that GETs /search?q=…, so it works before the script has loaded (and the
 * address can be shared). The results page counts each search on the server; `from` in its address
 * names the box that was used.
 */
export function SearchForm({
  source,
  size,
  query = '',
  withPopular = false,
}: {
  source: SearchSource;
  size?: 'lg';
  /** What the box starts with: the results page's query, or the words of a missing page. */
  query?: string;
  /** Offers the popular searches as links under the box (the home page's hero). */
  withPopular?: boolean;
}) {
  const t = useT(searchMessages);
  const id = useId();
  const navigate = useNavigate();
  // Once the app runs, the results page opens without a page load; the form's own GET is the same
  // address, for the moments before (or without) JavaScript.
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('q');
    void navigate(searchPath(typeof typed === 'string' ? typed.trim() : '', source));
  }
  return (
    <form
      method="get"
      action={PATHS.search}
      onSubmit={onSubmit}
      role="search"
      aria-label={t('search.label')}
      className="w-100"
    >
      <label htmlFor={`${id}-q`} className="form-label visually-hidden">
        {t('search.label')}
      </label>
      <div className={size === 'lg' ? 'input-group input-group-lg' : 'input-group'}>
        <input
          // A new query (Back to another results page) gives a fresh box holding it.
          key={query}
          id={`${id}-q`}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_LENGTH.search}
          className="form-control"
        />
        <button
          type="submit"
          className={`btn ${source === 'header' ? 'btn-light' : 'btn-primary'} d-flex align-items-center gap-1`}
        >
          <Icon path={icons.search} size={18} />
          <span>{t('search.submit')}</span>
        </button>
      </div>
      {/* After the words, so a search sent before the app runs has the app's address (searchPath):
          ?q=…&from=…, the page the server renders and the app then hydrates alike. */}
      <input type="hidden" name="from" value={source} />
      {withPopular && (
        <div className="mt-3">
          <PopularSearches />
        </div>
      )}
    </form>
  );
}
