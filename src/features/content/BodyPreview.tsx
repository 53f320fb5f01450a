import { useDeferredValue } from 'react';
import { Markdown } from '@/shared/components/Markdown';
import { useT } from '@/shared/i18n/useT';
import { contentMessages } from './messages';

/**
 * The body as visitors will read it, beside the text box, following what is typed: the same Markdown
 * subset and renderer as the article page, so what staff see is what gets published. Deferred, so a long
 * body never slows typing down. The renderer makes React elements only: nothing typed becomes markup.
 */
export function BodyPreview({ idPrefix, source }: { idPrefix: string; source: string }) {
  const t = useT(contentMessages);
  const shown = useDeferredValue(source);
  return (
    <section className="content-preview card card-body" aria-labelledby={`${idPrefix}-preview-title`}>
      <h4 id={`${idPrefix}-preview-title`} className="h6">
        {t('preview.title')}
      </h4>
      {shown.trim() === '' ? (
        <p className="text-body-secondary">{t('preview.empty')}</p>
      ) : (
        <Markdown source={shown} />
      )}
    </section>
  );
}
