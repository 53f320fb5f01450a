import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useT } from '@/shared/i18n/useT';
import { GuideBlockView } from './GuideBlockView';
import type { Guide } from './guideTypes';
import { guideMessages } from './messages';

/**
 * A guide's tabs (react-bootstrap: arrow keys move between them). Every panel stays in the page, only
 * hidden, so the whole guide is in a prerendered page for search engines and prints in full.
 */
export function GuideTabs<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useT(guide.messages);
  const tGuide = useT(guideMessages);
  return (
    <Tabs
      id={`${guide.id}-guide`}
      defaultActiveKey={guide.tabs[0]?.id}
      aria-label={tGuide('tabs.label')}
      transition={false}
      // Pills wrap onto a second line cleanly on a 375 px phone; five underlined tabs do not.
      variant="pills"
      className="guide-tabs mb-4"
    >
      {guide.tabs.map((tab) => (
        // tabIndex lets keyboard users move from a tab into a panel that holds no link.
        <Tab key={tab.id} eventKey={tab.id} title={t(tab.label)} tabIndex={0} className="guide-panel">
          {tab.sections.map((section) => (
            <section key={section.heading} className="mb-4">
              <h2 className="h4 mb-3">{t(section.heading)}</h2>
              {section.blocks.map((block, index) => (
                // Blocks never move, so their position is a stable key.
                <GuideBlockView key={index} block={block} t={t} />
              ))}
            </section>
          ))}
        </Tab>
      ))}
    </Tabs>
  );
}
