import * as icons from '@/shared/components/icons';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '@/shared/components/Icon';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch } from '@/shared/store/hooks';
import { searchMessages, type SearchMessageKey } from './messages';
import { searchSubmitted } from './searchSlice';
import type { SearchSource } from './searchTypes';

// SPEC §2: the hero's popular searches. The query is what gets logged, so it stays in English.
const POPULAR_SEARCHES: { labelKey: SearchMessageKey; query: string }[] = [
  { labelKey: 'popular.nin', query: 'NIN' },
  { labelKey: 'popular.jamb', query: 'JAMB registration' },
  { labelKey: 'popular.passport', query: 'passport renewal' },
  { labelKey: 'popular.voters', query: "voter's card" },
  { labelKey: 'popular.nysc', query: 'NYSC' },
];

/**
 * A search box. SPEC §1/§5: a search records the query (console and the persisted search log) and
 * finds nothing yet, so the visitor is told that plainly instead of being left wondering.
 */
export function SearchForm({
  source,
  size,
  withPopular = false,
}: {
  source: SearchSource;
  size?: 'lg';
  /** Offers the popular searches as one-tap buttons under the box (the home page's hero). */
  withPopular?: boolean;
}) {
  const t = useT(searchMessages);
  const dispatch = useAppDispatch();
  const id = useId();
  const [query, setQuery] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);

  function search(text: string, from: SearchSource) {
    const trimmed = text.trim();
    setSubmitted(trimmed);
    if (!trimmed) return;
    console.info('[search]', { query: trimmed, source: from });
    dispatch(searchSubmitted(trimmed, from));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The field as the visitor sees it: text typed into the prerendered page before it hydrated is in
    // the field but not yet in `query`.
    const typed = new FormData(event.currentTarget).get('q');
    const text = typeof typed === 'string' ? typed : query;
    setQuery(text);
    search(text, source);
  }

  return (
    <form role="search" onSubmit={onSubmit} aria-label={t('search.label')} className="w-100">
      <label htmlFor={`${id}-q`} className="form-label visually-hidden">
        {t('search.label')}
      </label>
      <div className={size === 'lg' ? 'input-group input-group-lg' : 'input-group'}>
        <input
          id={`${id}-q`}
          type="search"
          name="q"
          value={query}
          placeholder={t('search.placeholder')}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${id}-status`}
          autoComplete="off"
          enterKeyHint="search"
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
      {withPopular && (
        <div className="d-flex flex-wrap align-items-center gap-2 mt-3">
          <span className="fw-semibold">{t('search.popular')}</span>
          {POPULAR_SEARCHES.map((p) => (
            <button
              key={p.query}
              type="button"
              className="btn btn-outline-primary btn-sm rounded-pill"
              onClick={() => {
                setQuery(p.query);
                search(p.query, 'popular');
              }}
            >
              {t(p.labelKey)}
            </button>
          ))}
        </div>
      )}
      <div
        id={`${id}-status`}
        role="status"
        aria-live="polite"
        className={submitted === null ? 'visually-hidden' : 'search-status small mt-2'}
      >
        {submitted === null
          ? ''
          : submitted
            ? t('search.noResults', { query: submitted })
            : t('search.empty')}
      </div>
    </form>
  );
}
