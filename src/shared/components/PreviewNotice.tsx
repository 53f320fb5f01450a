import { useT } from '@/shared/i18n/useT';
import { previewMessages } from '@/shared/site/previewMessages';

/** "Draft — not published. This page is a preview…", above a staff preview of an article. */
export function PreviewNotice() {
  const t = useT(previewMessages);
  return (
    <p className="alert alert-warning mb-4">
      <strong>{t('preview.draft')}</strong> {t('preview.note')}
    </p>
  );
}
