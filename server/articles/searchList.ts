import type { Kysely } from 'kysely';
import type { ArticleSearchList } from '@/shared/api/articles';
import { markdownText } from '@/shared/lib/markdown/markdownText';
import type { Database } from '../db/schema';
import { contentCache } from './contentCache';
import { allPublished, currentContentVersion } from './publicArticles';

/** The published articles' search list, and the JSON the API sends of it. */
export interface BuiltSearchList {
  list: ArticleSearchList;
  json: string;
}

/**
 * The published articles as the site search indexes them (Markdown marks removed), built once per
 * content version per process: the API sends it (searchRoutes.ts) and a results page the server renders
 * searches it (server/pages/pageData.ts). One list object per version, so the renderer builds one index
 * per version too.
 */
export function articleSearchLists(db: Kysely<Database>) {
  const cache = contentCache<BuiltSearchList>(1);
  return {
    /** The list at the current version. The version is read first: a list is never older than it says. */
    async current(): Promise<BuiltSearchList> {
      const version = await currentContentVersion(db);
      return cache.get(version, 'list', async () => {
        const articles = await allPublished(db);
        const list: ArticleSearchList = {
          version,
          items: articles.map(({ slug, title, summary, category, content }) => ({
            slug,
            title,
            summary,
            category,
            text: markdownText(content),
          })),
        };
        return { list, json: JSON.stringify(list) };
      });
    },
  };
}

export type ArticleSearchLists = ReturnType<typeof articleSearchLists>;
