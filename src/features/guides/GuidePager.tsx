import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { guidesMessages } from './messages';

interface Part {
  id: string;
}

/**
 * The end of one part of a guide: "Previous: …" and "Next: …" (GOV.UK's multi-part guide pattern), so a
 * part never ends with nowhere to go. Real links to `?tab=…`; following one opens that part and moves
 * focus to its start, so a keyboard or screen-reader user carries on reading there.
 */
export function GuidePager<P extends Part>({
  previous,
  next,
  label,
  onFollow,
}: {
  previous: P | undefined;
  next: P | undefined;
  label: (part: P) => string;
  onFollow: (id: string) => void;
}) {
  const t = useT(guidesMessages);
  const link = (part: P, key: 'pager.previous' | 'pager.next', className: string) => (
    <Link
      to={{ search: `?tab=${part.id}` }}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        onFollow(part.id);
        // The newly shown panel (focusable, see GuideTabs) takes focus, which also scrolls to it.
        const panel = event.currentTarget
          .closest('.tab-content')
          ?.querySelector<HTMLElement>(`[id$="-tabpane-${part.id}"]`);
        requestAnimationFrame(() => panel?.focus());
      }}
    >
      {t(key, { part: label(part) })}
    </Link>
  );
  return (
    <nav className="guide-pager d-print-none" aria-label={t('pager.label')}>
      {previous && link(previous, 'pager.previous', 'guide-pager-previous')}
      {next && link(next, 'pager.next', 'guide-pager-next')}
    </nav>
  );
}
