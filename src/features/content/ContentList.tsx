import { Link } from 'react-router-dom';
import { articlePath } from '@/shared/site/paths';
import Button from 'react-bootstrap/Button';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import type { ContentItem } from './contentTypes';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

// Calendar dates are stored as YYYY-MM-DD; reading them as UTC keeps the day the same in every time zone.
const calendarDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : calendarDate.format(date);
}

/** A status as a badge whose colours pass contrast in both themes. */
function StatusBadge({ status }: { status: ContentItem['status'] }) {
  const t = useT(contentMessages);
  // Class names written out in full: the build keeps only the CSS of class names it can find in the code.
  const tone =
    status === 'published'
      ? 'bg-success-subtle text-success-emphasis border-success-subtle'
      : 'bg-secondary-subtle text-secondary-emphasis border-secondary-subtle';
  return <span className={`badge border ${tone}`}>{t(`status.${status}`)}</span>;
}

/**
 * The content items as a table; where it is too narrow for seven columns (a phone, or large text) each
 * row stacks into a card (theme.css, "Admin"), the column names coming from `data-label`, so nothing
 * scrolls sideways.
 */
export function ContentList({
  items,
  onEdit,
  onStatusToggle,
  onDelete,
}: {
  items: ContentItem[];
  onEdit: (item: ContentItem) => void;
  onStatusToggle: (item: ContentItem) => void;
  onDelete: (item: ContentItem) => void;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  if (items.length === 0) return <p className="text-body-secondary">{t('list.empty')}</p>;
  return (
    <div className="stacked-table-box">
      <table className="table align-middle stacked-table">
        <thead>
          <tr>
            <th scope="col">{t('col.title')}</th>
            <th scope="col">{t('col.category')}</th>
            <th scope="col">{t('col.status')}</th>
            <th scope="col">{t('col.created')}</th>
            <th scope="col">{t('col.modified')}</th>
            <th scope="col">{t('col.author')}</th>
            <th scope="col">{t('col.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                {item.status === 'published' ? (
                  <Link to={articlePath(item.id)} className="d-inline-block py-1">
                    {item.title}
                  </Link>
                ) : (
                  item.title
                )}
              </th>
              <td data-label={t('col.category')}>{nav(`cat.${item.category}`)}</td>
              <td data-label={t('col.status')}>
                <StatusBadge status={item.status} />
              </td>
              <td data-label={t('col.created')}>
                <time dateTime={item.dateCreated}>{formatDate(item.dateCreated)}</time>
              </td>
              <td data-label={t('col.modified')}>
                <time dateTime={item.dateModified}>{formatDate(item.dateModified)}</time>
              </td>
              <td data-label={t('col.author')}>{item.author}</td>
              <td className="stacked-table-actions">
                <div className="d-flex flex-wrap gap-2">
                  <ItemButton
                    variant="outline-primary"
                    label={t('action.edit')}
                    title={item.title}
                    onClick={() => onEdit(item)}
                  />
                  <ItemButton
                    variant="outline-secondary"
                    label={t(item.status === 'published' ? 'action.unpublish' : 'action.publish')}
                    title={item.title}
                    onClick={() => onStatusToggle(item)}
                  />
                  <ItemButton
                    variant="outline-danger"
                    label={t('action.delete')}
                    title={item.title}
                    onClick={() => onDelete(item)}
                  />
                </div>
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
