import { describe, expect, it, vi } from 'vitest';

describe('the site search index', () => {
  it("in Yorùbá, finds a word of the guide's Yorùbá text though nothing had downloaded it yet", async () => {
    // A fresh copy of the modules: no translation downloaded, as on a visitor's first search.
    vi.resetModules();
    const { siteSearchIndex } = await import('@/compose/siteSearch');
    const index = await siteSearchIndex('yo', []);
    expect(index.search('ṣàyẹ̀wò').hits.length).toBeGreaterThan(0);
  });
});
