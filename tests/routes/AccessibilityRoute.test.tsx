import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import yoStatement from '@/features/accessibility/messages.yo';
import { loadLocale } from '@/shared/i18n/translate';
import { renderWithProviders } from '../utils/renderWithProviders';

/** The page's headings as a screen reader lists them: level and name, in order. */
function headingOutline() {
  return within(screen.getByRole('main'))
    .getAllByRole('heading')
    .map((heading) => `h${heading.tagName.slice(1)} ${heading.textContent}`);
}

describe('accessibility statement', () => {
  it('is a page of its own, with its title, and its sections in heading order', async () => {
    renderWithProviders('/accessibility');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Accessibility statement for Citizen Guide Nigeria' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Accessibility statement · Citizen Guide Nigeria'));
    expect(headingOutline()).toEqual([
      'h1 Accessibility statement for Citizen Guide Nigeria',
      'h2 Using this website',
      'h2 How far this website meets the standard',
      'h2 What does not work yet',
      'h3 Where we do not meet WCAG 2.2 AA',
      'h3 Other problems we know about',
      'h2 How we tested this website',
      'h3 What we have not tested',
      'h2 Reporting a problem',
      'h2 Preparation of this statement',
    ]);
  });

  it('says what was tested, with which tools, what does not work and how to report a problem', async () => {
    renderWithProviders('/accessibility');
    await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
    expect(screen.getByText(/This website meets WCAG 2\.2 AA only in part/)).toBeInTheDocument();
    // Each problem, test and gap is an item of a list.
    const problems = screen.getByRole('heading', { name: 'Other problems we know about' })
      .nextElementSibling as HTMLElement;
    expect(within(problems).getAllByRole('listitem')).toHaveLength(4);
    expect(within(problems).getByText(/have not yet been checked by native speakers/)).toBeInTheDocument();
    expect(screen.getByText(/written with Playwright and use axe-core\./)).toBeInTheDocument();
    expect(screen.getByText(/We have not tested the website with a screen reader/)).toBeInTheDocument();
    expect(screen.getByText(/You cannot send us a report through this website yet/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'This statement was prepared on 25 November 2026. It is based on the automated checks described above.',
      ),
    ).toBeInTheDocument();
  });

  it('reads in Yorùbá at its Yorùbá address, the date too', async () => {
    await loadLocale('yo');
    renderWithProviders('/accessibility', { preloadedState: { i18n: { locale: 'yo', preferred: null } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: yoStatement.title }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: yoStatement['problems.heading'] }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: yoStatement['testing.notYet.heading'] }),
    ).toBeInTheDocument();
    expect(screen.getByText(yoStatement['problems.other.translations'])).toBeInTheDocument();
    // The month in Yorùbá, numbered as readers know it, from the dates' catalogue: Intl in Chromium has no
    // Yorùbá and writes English.
    expect(
      await screen.findByText(
        'A pèsè ìkéde yìí ní 25 Oṣù Kọkànlá 2026. Ó dá lórí àwọn àyẹ̀wò aládàáṣe tí a ṣàlàyé lókè.',
      ),
    ).toBeInTheDocument();
    expect(headingOutline()).toHaveLength(10);
  });
});
