import { useDeferredValue } from 'react';
import { useT } from '@/shared/i18n/useT';
import { contentMessages } from './messages';

/**
 * The body as visitors will read it, beside the text box, following what is typed. Deferred, so a long
 * body never slows typing down. Rendered as text only: nothing typed becomes markup.
 */
export function BodyPreview({ idPrefix, source }: { idPrefix: string; source: string }) {
  const t = useT(contentMessages);
  const shown = useDeferredValue(source);
  const paragraphs = shown.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <section className="content-preview card card-body" aria-labelledby={`${idPrefix}-preview-title`}>
      <h4 id={`${idPrefix}-preview-title`} className="h6">
        {t('preview.title')}
      </h4>
      {paragraphs.length === 0 ? (
        <p className="text-body-secondary">{t('preview.empty')}</p>
      ) : (
        paragraphs.map((paragraph, index) => <p key={index}>{paragraph}</p>)
      )}
    </section>
  );
}
