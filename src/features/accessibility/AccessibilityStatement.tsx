import { useT } from '@/shared/i18n/useT';
import { accessibilityMessages } from './messages';
import { STATEMENT, type StatementBlock } from './statement';

/**
 * The accessibility statement: its heading, whom it is about, then each section of STATEMENT.
 * `preparedOn` is PREPARED_ON written for the reader ("25 November 2026").
 */
export function AccessibilityStatement({ preparedOn }: { preparedOn: string }) {
  const t = useT(accessibilityMessages);

  function block(item: StatementBlock, index: number) {
    switch (item.kind) {
      case 'paragraph':
        return <p key={index}>{t(item.text, { preparedOn })}</p>;
      case 'list':
        return (
          <ul key={index} className="guide-list">
            {item.items.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        );
      case 'subheading':
        return (
          <h3 key={index} className="h5 fw-bold mt-4">
            {t(item.text)}
          </h3>
        );
    }
  }

  return (
    <div className="container-xl py-4 py-md-5">
      <div className="guide-text">
        <h1 className="display-6 fw-bold mb-3">{t('title')}</h1>
        <p className="lead">{t('intro.scope')}</p>
        <p>{t('intro.independent')}</p>
        {STATEMENT.map((section) => (
          <section key={section.heading}>
            <h2 className="h4 mt-5 mb-3">{t(section.heading)}</h2>
            {section.blocks.map(block)}
          </section>
        ))}
      </div>
    </div>
  );
}
