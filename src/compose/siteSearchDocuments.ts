import { DOCUMENT_CATALOGUE, type DocumentEntry } from '@/features/documents/catalogue';
import { documentsMessages } from '@/features/documents/messages';
import { guideSectionId } from '@/features/guides/guideSectionId';
import type { GuideBlock } from '@/features/guides/guideTypes';
import { ninGuide } from '@/features/guides/ninGuide';
import type { NinGuideMessageKey } from '@/features/guides/ninGuideMessages';
import { FEATURED_GUIDES } from '@/features/home/featuredGuideList';
import { homeMessages } from '@/features/home/messages';
import type { SearchDocument } from '@/features/search/searchIndex';
import { resultsMessages } from '@/features/search/resultsMessages';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import { GUIDES_IN_BUILD_SEARCH, guidePath } from '@/shared/api/guideContent';
import { translate, type Catalogue, type Locale, type Vars } from '@/shared/i18n/translate';
import { articlePath, documentCardPath, guideTabPath } from '@/shared/site/paths';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { CATEGORIES } from '@/shared/site/sections';
import { categoryDescriptionMessages } from '@/shared/site/categoryDescriptionMessages';
import { siteMessages } from '@/shared/site/siteMessages';

/**
 * The text of a guide block, its parts joined as one passage, with its dial codes written in (as the
 * page shows them, beside the figures `t` fills), so "346" or "₦500" finds the section.
 */
function blockText<K extends string>(block: GuideBlock<K>, t: (key: K, vars?: Vars) => string): string {
  const text = (key: K) => t(key, block.dial);
  switch (block.kind) {
    case 'paragraph':
    case 'caveat':
      return text(block.text);
    case 'list':
    case 'steps':
      return block.items.map(text).join(' ');
    case 'facts':
      return block.items.map((item) => `${text(item.term)}: ${text(item.detail)}`).join(' ');
    case 'faqs':
      return block.items.map((item) => `${text(item.question)} ${text(item.answer)}`).join(' ');
  }
}

/** The catalogues whose text the index holds: each must be in the reader's language before it is built. */
export const SEARCHED_CATALOGUES: readonly Catalogue<string>[] = [
  documentsMessages,
  ninGuide.messages,
  homeMessages,
  resultsMessages,
  siteMessages,
  categoryDescriptionMessages,
];

/** The search document of the article at `slug`: its id among the site's pages. */
const articleDocumentId = (slug: string) => `article:${slug}`;

/**
 * Everything on the site search can find, in the visitor's language: the document catalogue (coming-soon
 * entries say so and lead to their card on /documents), every section of the NIN guide (leading to its
 * tab), the site's sections, the featured guides and the published articles (the server's list).
 */
export function siteSearchDocuments(
  locale: Locale,
  articles: readonly ArticleSearchEntry[],
): SearchDocument[] {
  const in_ =
    <K extends string>(catalogue: Catalogue<K>) =>
    (key: K, vars?: Vars) =>
      translate(catalogue, locale, key, vars);
  const guideFigures = ninGuide.figures?.(locale) ?? {};
  const tDocs = in_(documentsMessages);
  // Every guide string with its figures filled in, as the page's useGuideT fills them: a heading such as
  // "What to bring for a child (under {adultAge})" must reach the index as the page shows it.
  const tGuide = (key: NinGuideMessageKey, vars?: Vars) =>
    translate(ninGuide.messages, locale, key, { ...guideFigures, ...vars });
  const tHome = in_(homeMessages);
  const tSearch = in_(resultsMessages);
  const tSite = in_(siteMessages);
  const tCategory = in_(categoryDescriptionMessages);

  const publishedSlugs = [
    ...GUIDES_IN_BUILD_SEARCH,
    ...articles.filter((entry) => entry.kind === 'guide').map((entry) => entry.slug),
  ];
  // The guides the build indexes, and any staff published since: written, whatever the catalogue said.
  const written = (entry: DocumentEntry) => guideIsWritten(entry.href, entry.status, publishedSlugs);
  const documents = DOCUMENT_CATALOGUE.map((entry) => ({
    id: `doc:${entry.id}`,
    title: tDocs(entry.titleKey),
    section: tDocs('page.title'),
    text: [
      tDocs(entry.descriptionKey),
      !written(entry) && tSearch('result.comingSoon'),
      !written(entry) && entry.agency && `${tDocs('card.whereToGo')} ${tDocs(entry.agency.nameKey)}.`,
    ]
      .filter(Boolean)
      .join(' '),
    href: written(entry) ? entry.href : documentCardPath(entry.id),
  }));

  const guideSections = ninGuide.tabs.flatMap((tab) =>
    tab.sections.map((section, index) => ({
      id: `guide:${ninGuide.id}:${tab.id}:${index}`,
      title: tGuide(section.heading),
      section: `${tGuide(ninGuide.shortTitle)} › ${tGuide(tab.label)}`,
      text: section.blocks.map((block) => blockText(block, tGuide)).join(' '),
      // Opens the section's tab and scrolls to its heading.
      href: `${guideTabPath(tab.id)}#${guideSectionId(ninGuide.id, section.heading)}`,
    })),
  );

  const sections = CATEGORIES.map((category) => ({
    id: `section:${category.href}`,
    title: tSite(category.labelKey),
    section: tSearch('result.siteSection'),
    text: `${tCategory(category.descriptionKey)} ${category.children.map((child) => tSite(child.labelKey)).join(' · ')}`,
    href: category.href,
  }));

  const featured = FEATURED_GUIDES.map((guide) => ({
    id: `featured:${guide.slug}`,
    title: tHome(guide.titleKey),
    section: tSite(guide.categoryKey),
    text: guideIsWritten(guide.href, guide.status, publishedSlugs)
      ? tHome(guide.summaryKey)
      : `${tHome(guide.summaryKey)} ${tSearch('result.comingSoon')}`,
    href: guide.href,
  }));

  // The server lists only what is published, its text without Markdown marks (ARTICLE_SEARCH_PATH). The
  // summary leads, so a result's passage reads as the article's own introduction when it matches.
  // A published guide is found by its English (the server's list leaves out the NIN guide, indexed
  // above section by section in every language: GUIDES_IN_BUILD_SEARCH).
  const published = articles.map((entry) =>
    entry.kind === 'guide'
      ? {
          id: `published-guide:${entry.slug}`,
          title: entry.title,
          section: tDocs('page.title'),
          text: entry.text,
          href: guidePath(entry.slug),
        }
      : {
          id: articleDocumentId(entry.slug),
          title: entry.title,
          section: `${tSearch('result.article')} › ${tSite(`cat.${entry.category}`)}`,
          text: entry.summary ? `${entry.summary}\n\n${entry.text}` : entry.text,
          href: articlePath(entry.slug),
        },
  );

  return [...documents, ...guideSections, ...sections, ...featured, ...published];
}
