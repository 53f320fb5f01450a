import { Link } from 'react-router-dom';
import { staffMessages } from './staffMessages';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { previewMessages } from '@/shared/site/previewMessages';

/**
 * What only staff see at the top of a guide (issue 26): on a preview of a draft, that it is one; and the
 * guide's facts due for checking, by name, until someone confirms or corrects them. On the public page
 * it shows for signed-in staff only (GuideRoute), with the way to the admin; a preview is staff's and
 * the reviewers' they share it with, a page without the app.
 */
export function GuideStaffNotice({ draft, factsDue }: { draft: boolean; factsDue: readonly string[] }) {
  const tPreview = useT(previewMessages);
  const t = useT(staffMessages);
  if (!draft && factsDue.length === 0) return null;
  return (
    <div className="alert alert-warning mb-4">
      {draft && (
        <p className="mb-0">
          <strong>{tPreview('preview.draft')}</strong> {tPreview('preview.note')}
        </p>
      )}
      {factsDue.length > 0 && (
        <>
          <p className={draft ? 'mt-2 mb-1' : 'mb-1'}>{t('staff.factsDue', { count: factsDue.length })}</p>
          <ul className="mb-0">
            {factsDue.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          {!draft && (
            <Link to={`${PATHS.admin}?tab=content`} className="d-inline-block mt-2">
              {t('staff.open')}
            </Link>
          )}
        </>
      )}
    </div>
  );
}
