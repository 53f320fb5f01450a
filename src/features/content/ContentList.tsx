import { Link } from 'react-router-dom';
import Button from 'react-bootstrap/Button';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { articlePath } from '@/shared/site/paths';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import type { ContentRow } from './contentView';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

/** A timestamp as a day in the reader's language; an item not yet on the server has none. */
function Day({ iso, locale }: { iso: string; locale: string }) {
  if (!iso) return <>—</>;
  const date = new Date(iso);
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)}
    </time>
  );
}

/** A status as a badge whose colours pass contrast in both themes. */
function StatusBadge({ status }: { status: ContentRow['status'] }) {
  const t = useT(contentMessages);
  // Class names written out in full: the build keeps only the CSS of class names it can find in the code.
  const tone =
    status === 'published'
      ? 'bg-success-subtle text-success-emphasis border-success-subtle'
      : 'bg-secondary-subtle text-secondary-emphasis border-secondary-subtle';
  return <span className={`badge border ${tone}`}>{t(`status.${status}`)}</span>;
}

/**
 * One page of content items as a table; where it is too narrow for its columns each row stacks into a
 * card (the column names come from `data-label`). A row with a write not yet answered says so; only
 * editors and admins get Publish / Unpublish and Delete (the server refuses them to writers anyway).
 */
export function ContentList({
  rows,
  mayPublish,
  onEdit,
  onStatusToggle,
  onDelete,
}: {
  rows: ContentRow[];
  mayPublish: boolean;
  onEdit: (row: ContentRow) => void;
  onStatusToggle: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const locale = intlLocale(useAppSelector(selectLocale));
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
                <StatusBadge status={row.status} />
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
                    {mayPublish && (
                      <ItemButton
                        variant="outline-secondary"
                        label={t(row.status === 'published' ? 'action.unpublish' : 'action.publish')}
                        title={row.title}
                        onClick={() => onStatusToggle(row)}
                      />
                    )}
                    {mayPublish && (
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
