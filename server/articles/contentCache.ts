/**
 * What a process builds from the published articles (rendered pages, the sitemap, the feed), kept for as
 * long as the content version it was built at is the current one: every change to the articles bumps the
 * version (server/articles/publicArticles.ts), so each process on one database sees a change at its next
 * request, with one small read, and never serves what another process has changed since.
 */
export interface ContentCache<T> {
  /**
   * The value for `key` at `version`, built by `make` the first time (concurrent callers share it).
   * A value `keep` says no to is answered but not kept (a made-up address must not push real pages out).
   */
  get(version: string, key: string, make: () => Promise<T>, keep?: (value: T) => boolean): Promise<T>;
}

/**
 * A cache of at most `limit` entries for the current version (addresses come from visitors: a flood of
 * made-up ones must not grow it without end; the oldest entry goes first).
 */
export function contentCache<T>(limit = 1000): ContentCache<T> {
  let cachedVersion: string | undefined;
  let entries = new Map<string, Promise<T>>();
  return {
    get(version, key, make, keep = () => true) {
      if (version !== cachedVersion) {
        cachedVersion = version;
        entries = new Map();
      }
      const cached = entries.get(key);
      if (cached) return cached;
      if (entries.size >= limit) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const made = make();
      const held = entries;
      entries.set(key, made);
      // A failure (the database down a moment) is not kept: the next request tries again.
      made.then(
        (value) => {
          if (!keep(value) && held.get(key) === made) held.delete(key);
        },
        () => {
          if (held.get(key) === made) held.delete(key);
        },
      );
      return made;
    },
  };
}
