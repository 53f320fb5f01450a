export declare function seedArticlesSql(count: number): string;
export declare function seedArticles(
  target: { dataDir?: string; databaseUrl?: string },
  count: number,
): Promise<void>;
