import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ArticleSearchEntry, ArticleSearchList } from '@/shared/api/articles';
import { GUIDES_IN_BUILD_SEARCH } from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { markdownText } from '@/shared/lib/markdown/markdownText';
import type { Database } from '../db/schema';
import { encodeOnce, type EncodedBody } from '../http/encodedBody';
import { contentCache } from './contentCache';
import { allPublished, currentContentVersion } from './publicArticles';

/** The published articles' (and guides') search list, and the JSON the API sends of it, compressed. */
export interface BuiltSearchList {
  list: ArticleSearchList;
  body: EncodedBody;
}

/**
 * The published articles as the site search indexes them (Markdown marks removed), and the published
 * guides (their English texts), built once per
 * content version per process: the API sends it (searchRoutes.ts) and a results page the server renders
 * searches it (server/pages/pageData.ts). One list object per version, so the renderer builds one index
 * per version too. The list's `version` (its ETag) is a digest of what it holds, not the content
 * version: it changes only when what the list holds does, whatever else moved the content version (a
 * publication date, a change note), so browsers keep theirs (304); and a database restored from a
 * backup, whose content version goes back, never repeats a tag.
 */
export function articleSearchLists(db: Kysely<Database>) {
  const cache = contentCache<BuiltSearchList>(1);
  return {
    /** The list now. The content version is read first: a list is never older than the one it is kept for. */
    async current(): Promise<BuiltSearchList> {
      return cache.get(await currentContentVersion(db), 'list', async () => {
        const articles = (await allPublished(db)).map(({ slug, title, summary, category, content }) => ({
          slug,
          title,
          summary,
          category,
          text: markdownText(content),
        }));
        const guides = (await allPublished(db, 'guide')).flatMap(
          ({ slug, title, summary, category, content }) => {
            const guide = parseGuideContent(content);
            if (!guide.ok || GUIDES_IN_BUILD_SEARCH.includes(slug)) return [];
            const { en } = guide.guide.texts;
            // The page's own heading as the title; every English text, as a reader finds words on the page
            // (its figures, {placeholders} here, are words no one searches for: left out).
            const heading = en[guide.guide.title] ?? title;
            const text = Object.values(en)
              .join(' ')
              .replace(/\{\w+\}/g, '');
            return [{ kind: 'guide' as const, slug, title: heading, summary, category, text }];
          },
        );
        const items: ArticleSearchEntry[] = [...articles, ...guides];
        const version = createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 16);
        const list: ArticleSearchList = { version, items };
        return { list, body: await encodeOnce(JSON.stringify(list)) };
      });
    },
  };
}

export type ArticleSearchLists = ReturnType<typeof articleSearchLists>;
