import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import type { GeneratedDraft } from '@/machines/generatorTypes';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { generatorMessages } from './messages';

/** The ids of the topic field and the Generate button: a draft is asked for from one of them. */
export const TOPIC_FIELD_ID = 'generator-topic';
export const GENERATE_BUTTON_ID = 'generator-generate';

/**
 * A fact's sentence with its randomly drawn figure marked: staff must not publish an invented fee
 * unknowingly. Screen readers hear what the mark means.
 */
function WithSampleFigure({ text, figure }: { text: string; figure: string }) {
  const t = useT(generatorMessages);
  const at = text.indexOf(figure);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="generated-figure">{figure}</mark>
      <span className="visually-hidden"> {t('preview.sampleFigure')}</span>
      {text.slice(at + figure.length)}
    </>
  );
}

/** The generated draft as it would be published, with its seed so it can be made again. */
export function GeneratorPreview({
  draft,
  onPublish,
  onDiscard,
}: {
  draft: GeneratedDraft;
  onPublish: () => void;
  onDiscard: () => void;
}) {
  const t = useT(generatorMessages);
  const nav = useT(siteMessages);
  const heading = useRef<HTMLHeadingElement>(null);

  // Focus follows the request to its result: from the topic (Enter) or from Generate, which is disabled
  // while the draft is made and so drops focus to the page. Someone who has moved on keeps their place.
  useEffect(() => {
    const doc = heading.current?.ownerDocument;
    const focused = doc?.activeElement;
    const stillAtRequest = focused?.id === TOPIC_FIELD_ID || focused?.id === GENERATE_BUTTON_ID;
    if (!focused || focused === doc.body || stillAtRequest) heading.current?.focus();
  }, []);

  return (
    <article className="card card-body" aria-labelledby="generator-preview-title">
      <h3 className="h6 text-body-secondary text-uppercase mb-2">{t('preview.title')}</h3>
      <h4 id="generator-preview-title" className="h4" ref={heading} tabIndex={-1}>
        {draft.title}
      </h4>
      <p className="d-flex flex-wrap gap-2">
        <span className="badge border bg-primary-subtle text-primary-emphasis border-primary-subtle">
          {nav(`cat.${draft.category}`)}
        </span>
        <span className="badge border bg-secondary-subtle text-secondary-emphasis border-secondary-subtle">
          {t('preview.status')}
        </span>
      </p>
      <p className="generator-figures-note small">
        <mark className="generated-figure" aria-hidden="true">
          123
        </mark>{' '}
        {t('preview.figuresNote')}
      </p>
      <div className="guide-text">
        {draft.paragraphs.map((paragraph, index) => {
          // Paragraphs are the introduction, one per fact, then the closing note.
          const fact = draft.facts[index - 1];
          return (
            <p key={index}>{fact ? <WithSampleFigure text={paragraph} figure={fact.figure} /> : paragraph}</p>
          );
        })}
      </div>
      <p className="small text-body-secondary">{t('preview.seed', { seed: draft.seed })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Button onClick={onPublish}>{t('publish')}</Button>
        <Button variant="outline-secondary" onClick={onDiscard}>
          {t('discard')}
        </Button>
      </div>
    </article>
  );
}
