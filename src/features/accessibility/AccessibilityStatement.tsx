import { StatementList, StatementPage } from '@/shared/components/StatementPage';
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
        return <StatementList key={index} items={item.items} text={(key) => t(key)} />;
      case 'subheading':
        return (
          <h3 key={index} className="h5 fw-bold mt-4">
            {t(item.text)}
          </h3>
        );
    }
  }

  return (
    <StatementPage
      title={t('title')}
      lead={t('intro.scope')}
      sections={STATEMENT.map((section) => ({
        key: section.heading,
        heading: t(section.heading),
        content: section.blocks.map(block),
      }))}
    >
      <p>{t('intro.independent')}</p>
    </StatementPage>
  );
}
