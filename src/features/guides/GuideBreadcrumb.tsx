import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { Link } from 'react-router-dom';
import { useT } from '@/shared/i18n/useT';
import { guideMessages } from './messages';

/** Where the guide sits: links for each level above it, then the guide itself marked aria-current="page". */
export function GuideBreadcrumb({
  trail,
  current,
}: {
  trail: { label: string; to: string }[];
  current: string;
}) {
  const t = useT(guideMessages);
  return (
    <Breadcrumb label={t('breadcrumb.label')} className="guide-breadcrumb">
      {trail.map((level) => (
        <Breadcrumb.Item key={level.to} linkAs={Link} linkProps={{ to: level.to }}>
          {level.label}
        </Breadcrumb.Item>
      ))}
      <Breadcrumb.Item active>{current}</Breadcrumb.Item>
    </Breadcrumb>
  );
}
