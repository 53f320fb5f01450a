import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { Locale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { formatLagosDate } from '@/shared/lib/lagosTime';
import { articlePath } from '@/shared/site/paths';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import type { ContentRow } from './contentView';
import { workflowStateOf } from './workflowState';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

/**
 * A timestamp as the day it is in Lagos, in the reader's language from the catalogues; an item not yet
 * on the server has none.
 */
function Day({ iso, locale }: { iso: string; locale: Locale }) {
  if (!iso) return <>—</>;
  return <time dateTime={iso}>{formatLagosDate(iso, locale)}</time>;
}

/** Where an item stands, as a badge: in words, with colours that pass contrast in both themes. */
function StateBadge({ row }: { row: ContentRow }) {
  const t = useT(contentMessages);
  const state = workflowStateOf(row);
  // Class names written out in full: the build keeps only the CSS of class names it can find in the code.
  const tone =
    state === 'published'
      ? 'bg-success-subtle text-success-emphasis border-success-subtle'
      : state === 'draft'
        ? 'bg-secondary-subtle text-secondary-emphasis border-secondary-subtle'
        : state === 'sentBack'
          ? 'bg-warning-subtle text-warning-emphasis border-warning-subtle'
          : 'bg-primary-subtle text-primary-emphasis border-primary-subtle';
  return <span className={`badge border text-wrap ${tone}`}>{t(`state.${state}`)}</span>;
}

/**
 * One page of content items as a table; where it is too narrow for its columns each row stacks into a
 * card (the column names come from `data-label`). A row with a write not yet answered says so. Review
 * and publishing are in the editor (Edit); only editors and admins get Delete (the server refuses it to
 * writers anyway).
 */
export function ContentList({
  rows,
  mayDelete,
  onEdit,
  onDelete,
}: {
  rows: ContentRow[];
  mayDelete: boolean;
  onEdit: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const locale = useAppSelector(selectLocale);
  return (
    <div className="stacked-table-box">
      <table className="table align-middle stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('col.title')}</th>
            <th scope="col">{t('col.category')}</th>
            <th scope="col">{t('col.status')}</th>
            <th scope="col">{t('col.modified')}</th>
            <th scope="col">{t('col.author')}</th>
            <th scope="col">{t('col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className={row.deleting ? 'content-row-deleting' : undefined}>
              <th scope="row">
                {row.status === 'published' && !row.pending ? (
                  <Link to={articlePath(row.slug)} className="d-inline-block py-1">
                    {row.title}
                  </Link>
                ) : (
                  row.title
                )}
                {row.pending && (
                  <span className="d-block small fw-normal text-body-secondary">
                    {t(
                      row.pending === 'owner'
                        ? 'row.waitingForOwner'
                        : row.pending === 'waiting'
                          ? 'row.waiting'
                          : 'row.sending',
                    )}
                  </span>
                )}
              </th>
              <td data-label={t('col.category')}>{nav(`cat.${row.category}`)}</td>
              <td data-label={t('col.status')}>
                <StateBadge row={row} />
              </td>
              <td data-label={t('col.modified')}>
                <Day iso={row.dateModified} locale={locale} />
              </td>
              <td data-label={t('col.author')}>{row.author}</td>
              <td className="stacked-table-actions">
                {!row.deleting && (
                  <div className="d-flex flex-wrap gap-2">
                    <ItemButton
                      variant="outline-primary"
                      label={t('action.edit')}
                      title={row.title}
                      onClick={() => onEdit(row)}
                    />
                    {mayDelete && (
                      <ItemButton
                        variant="outline-danger"
                        label={t('action.delete')}
                        title={row.title}
                        onClick={() => onDelete(row)}
                      />
                    )}
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A row action: "Edit" on screen, "Edit <title>" to a screen reader, so a list of buttons makes sense. */
function ItemButton({
  variant,
  label,
  title,
  onClick,
}: {
  variant: string;
  label: string;
  title: string;
  onClick: () => void;
}) {
  return (
    <Button size="sm" variant={variant} onClick={onClick}>
      {label} <span className="visually-hidden">{title}</span>
    </Button>
  );
}
