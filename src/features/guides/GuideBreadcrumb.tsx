import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { surroundingsMessages } from './surroundingsMessages';

/** Where the guide sits: links for each level above it, then the guide itself marked aria-current="page". */
export function GuideBreadcrumb({
  trail,
  current,
}: {
  trail: { label: string; to: string }[];
  current: string;
}) {
  const t = useT(surroundingsMessages);
  return (
    <nav aria-label={t('breadcrumb.label')} className="guide-breadcrumb d-print-none">
      <ol className="breadcrumb">
        {trail.map((level) => (
          <li key={level.to} className="breadcrumb-item">
            <Link to={level.to}>{level.label}</Link>
          </li>
        ))}
        <li className="breadcrumb-item active" aria-current="page">
          {current}
        </li>
      </ol>
    </nav>
  );
}
