import type { PublicArticle } from '@/shared/api/articles';
import { guidePath } from '@/shared/api/guideContent';
import type { SitePage } from '../../scripts/site.mjs';
import type { PublishedPages } from './sitemap';
import { escapeXml } from './xml';

/** How many entries the feed holds: the newest changes, as feed readers poll often. */
export const FEED_ENTRIES = 50;

interface Entry {
  id: string;
  title: string;
  path: string;
  summary: string;
  /** What changed, when the latest change has a public note ("Fees updated for 2027"). */
  changeNote?: string;
  author: string;
  published: string;
  updated: string;
}

/**
 * /updates.xml: an Atom feed (RFC 4287) of new and changed pages — the published articles and guides,
 * and the build's pages with a date in scripts/site.mjs (unless the database has a guide there) —
 * newest change first, at most FEED_ENTRIES. An article's id
 * is its uuid, so a feed reader keeps one entry for it when its address is renamed. An article's
 * `updated` is its public "Last updated" (a minor fix does not bring it back to readers), and its latest
 * change note, when it has one, is the entry's summary: what a reader of the feed wants to know is what
 * changed; the article's own summary is then its content.
 */
export function updatesFeedXml(
  origin: string,
  feed: { path: string; title: string },
  pages: readonly SitePage[],
  { articles, guides }: PublishedPages,
) {
  const entryOf = (item: PublicArticle, id: string, path: string): Entry => ({
    id,
    title: item.title,
    path,
    summary: item.summary,
    changeNote: item.changeNotes[0]?.note,
    author: item.author,
    published: item.firstPublishedAt,
    updated: item.updatedAt,
  });
  const fromDatabase = new Set(guides.map((guide) => guidePath(guide.slug)));
  const entries: Entry[] = [
    ...articles.map((article) => entryOf(article, `urn:uuid:${article.id}`, `/articles/${article.slug}`)),
    // A guide's id is its address, as the build's entry for it was: a reader keeps the one entry.
    ...guides.map((guide) => entryOf(guide, origin + guidePath(guide.slug), guidePath(guide.slug))),
    ...pages.flatMap(({ path, updated }) =>
      updated && !fromDatabase.has(path)
        ? [
            {
              id: origin + path,
              title: updated.title,
              path,
              summary: updated.summary,
              author: 'Editorial team',
              published: `${updated.date}T00:00:00Z`,
              updated: `${updated.date}T00:00:00Z`,
            },
          ]
        : [],
    ),
  ]
    .sort((a, b) => Date.parse(b.updated) - Date.parse(a.updated) || a.id.localeCompare(b.id))
    .slice(0, FEED_ENTRIES);
  // A feed's own `updated` is its newest entry's (required; a fixed date when there is none).
  const updated = entries[0]?.updated ?? '2026-01-01T00:00:00Z';
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <id>${escapeXml(origin + feed.path)}</id>
  <title>${escapeXml(feed.title)}</title>
  <link rel="self" type="application/atom+xml" href="${escapeXml(origin + feed.path)}"/>
  <link rel="alternate" type="text/html" href="${escapeXml(`${origin}/`)}"/>
  <updated>${updated}</updated>
${entries.map((entry) => entryXml(origin, entry)).join('\n')}
</feed>
`;
}

function entryXml(origin: string, entry: Entry) {
  return `  <entry>
    <id>${escapeXml(entry.id)}</id>
    <title type="text">${escapeXml(entry.title)}</title>
    <link rel="alternate" type="text/html" href="${escapeXml(origin + entry.path)}"/>
    <published>${entry.published}</published>
    <updated>${entry.updated}</updated>
    <author><name>${escapeXml(entry.author)}</name></author>
    <summary type="text">${escapeXml(entry.changeNote ?? entry.summary)}</summary>${
      entry.changeNote === undefined ? '' : `\n    <content type="text">${escapeXml(entry.summary)}</content>`
    }
  </entry>`;
}
