import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SEED_SEARCH_ENTRIES } from '../utils/articleSearchFake';
import { siteSearchDocuments } from '@/compose/siteSearchDocuments';
import { loadLocale, LOCALES, type Locale } from '@/shared/i18n/translate';
import { renderWithProviders } from '../utils/renderWithProviders';

/** Any `{name}` left in text: a placeholder nobody filled in. */
const PLACEHOLDER = /\{[^}]*\}/;

const guideTitles = (locale: Locale) =>
  siteSearchDocuments(locale, [])
    .filter((document) => document.id.startsWith('guide:'))
    .map((document) => document.title);

describe('what the site search indexes', () => {
  it.each(LOCALES)('%s: no placeholder reaches the index, in any title, section or text', async (locale) => {
    await loadLocale(locale);
    const documents = siteSearchDocuments(locale, SEED_SEARCH_ENTRIES);
    expect(documents.length).toBeGreaterThan(40);
    for (const { id, title, section, text } of documents)
      for (const [field, value] of Object.entries({ title, section, text }))
        expect(value, `${id} ${field}`).not.toMatch(PLACEHOLDER);
  });

  it.each(LOCALES)("%s: a guide section's title is the heading the guide page shows", async (locale) => {
    await loadLocale(locale);
    renderWithProviders('/documents/nin', {
      preloadedState: { i18n: { locale, preferred: null } },
    });
    // The guide arrives a moment after the page (its code, then the published guide).
    await screen.findAllByRole('tabpanel', { hidden: true }, { timeout: 5000 });
    // Every tab's panel is in the page (hidden but the first), so every section heading is there.
    const headings = screen
      .getAllByRole('heading', { level: 2, hidden: true })
      .map((heading) => heading.textContent);
    const titles = guideTitles(locale);
    expect(titles.length).toBeGreaterThan(10);
    // The language really is this one, not English standing in for a translation that did not load.
    if (locale !== 'en') expect(titles).not.toEqual(guideTitles('en'));
    expect(headings).toEqual(expect.arrayContaining(titles));
  });

  it('finds a guide staff published by its English, under Documents, and its catalogue entry is written', () => {
    const documents = siteSearchDocuments('en', [
      {
        kind: 'guide',
        slug: 'passport',
        title: 'International passport',
        summary: 'The passport guide.',
        category: 'documents',
        text: 'Bring your old passport and your NIN.',
      },
    ]);
    expect(documents.find((document) => document.id === 'published-guide:passport')).toEqual({
      id: 'published-guide:passport',
      title: 'International passport',
      section: 'Documents',
      text: 'Bring your old passport and your NIN.',
      href: '/documents/passport',
    });
    const entry = documents.find((document) => document.id === 'doc:passport')!;
    expect(entry.href).toBe('/documents/passport');
    expect(entry.text).not.toMatch(/coming soon|Until our guide is ready/i);
    expect(documents.find((document) => document.id === 'featured:passport')!.text).not.toMatch(
      /coming soon/i,
    );
    // Another document still waits for its guide.
    expect(documents.find((document) => document.id === 'doc:bvn')!.text).toMatch(/coming soon/i);
  });
});
