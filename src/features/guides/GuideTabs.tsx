import { useLocation, useSearchParams } from 'react-router-dom';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { Tabs } from '@/shared/components/Tabs';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { useT } from '@/shared/i18n/useT';
import { GuideBlockView } from './GuideBlockView';
import { GuidePager } from './GuidePager';
import { guideSectionId } from './guideSectionId';
import type { Guide } from './guideTypes';
import { guidesMessages } from './messages';
import { useGuideT } from './useGuideT';
import { useSectionTarget } from './useSectionTarget';
import './guidePrint.css';

/**
 * A guide's tabs (arrow keys move between them). Every panel stays in the page, only hidden, so the whole
 * guide is in a prerendered page for search engines and prints in full.
 */
export function GuideTabs<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useGuideT(guide);
  const tGuide = useT(guidesMessages);
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  // The prerendered page shows the first tab (its address has no #): a #faqs is applied once hydrated.
  const hydrated = useHydrated();
  const ids = guide.tabs.map((tab) => tab.id);
  const wanted = [params.get('tab'), hydrated ? hash.slice(1) : null];
  const active = wanted.map((id) => ids.find((tabId) => tabId === id)).find(Boolean) ?? ids[0];
  useSectionTarget(guide, active);
  // The tab is part of the address (?tab=fees), so it can be shared and Back returns to the last one.
  const select = (id: string) =>
    setParams(
      (current) => {
        current.set('tab', id);
        return current;
      },
      { preventScrollReset: true },
    );
  return (
    <Tabs
      activeKey={active}
      onSelect={select}
      // Each tab is a link to its part's address, which works before the app has arrived.
      linkTo={(id) => ({ search: `?tab=${id}` })}
      id={`${guide.id}-guide`}
      label={tGuide('tabs.label')}
      // Underlined, like every set of tabs on the site; they wrap on a phone. Only the app shows one part
      // at a time, so they leave the page when it cannot start (needs-app, src/app/appStart.ts).
      variant="tabs"
      className="guide-tabs needs-app mb-4"
      mount="all"
      // Find-in-page searches the closed parts too, and opens the one it finds.
      findable
      panelClassName="guide-panel"
      // A panel may hold no link, so it takes focus itself: Tab goes from the tab to its text.
      focusablePanels
      items={guide.tabs.map((tab, tabIndex) => ({
        key: tab.id,
        title: t(tab.label),
        content: [
          // Print only: on paper every panel follows the last, each under its tab's name (guidePrint.css).
          <h2 key="print-title" className="guide-print-title h3 mb-3 d-none d-print-block">
            {t(tab.label)}
          </h2>,
          // The guide's text: hydrated as the page came, not drawn again (StaticHtml).
          <StaticHtml key="text" from={guide}>
            {tab.sections.map((section) => (
              <section key={section.heading} className="mb-4">
                <h2 id={guideSectionId(guide.id, section.heading)} className="h4 mb-3">
                  {t(section.heading)}
                </h2>
                {section.blocks.map((block, index) => (
                  // Blocks never move, so their position is a stable key.
                  <GuideBlockView key={index} block={block} t={t} />
                ))}
              </section>
            ))}
          </StaticHtml>,
          <GuidePager
            key="pager"
            previous={guide.tabs[tabIndex - 1]}
            next={guide.tabs[tabIndex + 1]}
            label={(tab) => t(tab.label)}
            onFollow={(id) => select(id)}
          />,
        ],
      }))}
    />
  );
}
