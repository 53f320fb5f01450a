import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../utils/renderWithProviders';
import { spyOnConsole } from '../utils/consoleSpy';
import { visits } from '../utils/visitsFake';

const HERO_TITLE = 'Government services in Nigeria, explained simply';
const NEWSLETTER_TITLE = 'Get new guides in your inbox';

/** The home page, with the section named `name` to look inside. */
async function renderHome() {
  const view = renderWithProviders('/');
  await screen.findByRole('heading', { level: 1, name: HERO_TITLE });
  const section = (name: string) => screen.getByRole('region', { name });
  return { ...view, section };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('home: hero and search', () => {
  it('has exactly one h1, in the hero', async () => {
    const { section } = await renderHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(section(HERO_TITLE)).getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('searches from the hero: the results page lists what matched and the server counts it', async () => {
    const { section, user, router } = await renderHome();
    const hero = within(section(HERO_TITLE));

    await user.type(hero.getByRole('searchbox', { name: 'Search guides' }), 'birth certificate{Enter}');

    await screen.findByRole('heading', { level: 1, name: 'Search' });
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('birth certificate');
    // The first search of the file builds the index: slow on a loaded machine.
    const results = await screen.findByRole('list', { name: 'Results' }, { timeout: 5000 });
    expect(within(results).getAllByRole('link')[0]).toHaveAccessibleName('Birth certificate');
    expect(router.state.location.search).toContain('from=hero');
    // The results page counts the search once its results are on screen.
    await waitFor(() =>
      expect(visits.searches).toEqual([{ query: 'birth certificate', language: 'en', found: true }]),
    );
  });

  it.each([
    ['NIN', 'NIN', 'National Identification Number'],
    ['JAMB registration', 'JAMB registration', 'JAMB'],
    ['passport renewal', 'passport renewal', 'passport'],
    ["voter's card", "voter's card", "Voter's card"],
    ['NYSC', 'NYSC', 'NYSC'],
  ])('the popular search "%s" is a link to its results', async (label, query, found) => {
    const { section, user } = await renderHome();
    const hero = within(section(HERO_TITLE));
    const link = hero.getByRole('link', { name: label });
    expect(link).toHaveAttribute('href', `/search?${new URLSearchParams({ q: query, from: 'popular' })}`);

    await user.click(link);

    const results = await screen.findByRole('list', { name: 'Results' });
    expect(within(results).getAllByRole('link')[0]).toHaveAccessibleName(new RegExp(found, 'i'));
    await waitFor(() => expect(visits.searches).toEqual([expect.objectContaining({ query, found: true })]));
  });
});

describe('home: topics, featured guides and figures', () => {
  it('links the seven category cards to their sections', async () => {
    const { section } = await renderHome();
    const topics = within(section('Browse by topic'));
    const expected = [
      ['Government', '/government'],
      ['Documents', '/documents'],
      ['Education', '/education'],
      ['Rights', '/rights'],
      ['History', '/history'],
      ['Services', '/services'],
      ['FAQs', '/faqs'],
    ];
    const cards = topics.getAllByRole('listitem');
    expect(cards).toHaveLength(7);
    cards.forEach((card, i) => {
      const [name, href] = expected[i]!;
      expect(within(card).getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name })).toHaveAttribute('href', href);
    });
    expect(topics.getByText('Get and renew your NIN, passport and other papers.')).toBeInTheDocument();
  });

  it('shows six featured guides, only NIN complete, and View All Content', async () => {
    const { section } = await renderHome();
    const featured = within(section('Featured guides'));
    const expected = [
      ['National Identification Number (NIN)', '/documents/nin', 'Full guide'],
      ['International passport', '/documents/passport', 'Coming soon'],
      ['JAMB registration', '/education/jamb', 'Coming soon'],
      ["Voter's card", '/documents/voters-card', 'Coming soon'],
      ['NYSC', '/education/nysc', 'Coming soon'],
      ['Bank Verification Number (BVN)', '/documents/bvn', 'Coming soon'],
    ];
    const cards = featured.getAllByRole('article');
    expect(cards).toHaveLength(6);
    cards.forEach((card, i) => {
      const [name, href, status] = expected[i]!;
      const link = within(card).getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAccessibleDescription(status);
    });
    expect(featured.getAllByText('Full guide')).toHaveLength(1);
    expect(featured.getAllByText('Coming soon')).toHaveLength(5);
    expect(featured.getByRole('link', { name: 'View All Content' })).toHaveAttribute('href', '/all-content');
  });

  it('lists the four impact figures of SPEC §9', async () => {
    const { section } = await renderHome();
    const items = within(section('Citizen Guide in numbers')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '36+ States',
      '200+ Guides',
      '5 Languages',
      '1000+ Resources',
    ]);
  });
});

describe('home: newsletter sign-up', () => {
  const VALID = 'ada@example.com';

  async function renderNewsletter() {
    const view = await renderHome();
    const form = within(view.section(NEWSLETTER_TITLE));
    const input = form.getByRole('textbox', { name: 'E-mail address' });
    const writtenAbout = spyOnConsole();
    return { ...view, form, input, writtenAbout };
  }

  it('is a required e-mail field, so the browser checks it first', async () => {
    const { input } = await renderNewsletter();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('We only use it to send you this newsletter.');
  });

  it('lets the browser block an invalid address: no thanks, nothing logged', async () => {
    const { form, input, writtenAbout, user } = await renderNewsletter();
    await user.type(input, 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    // The browser's own check refused it: the form was never submitted, so the machine's guard (and its
    // message) never ran. Without type="email" the guard would have answered instead.
    expect((input as HTMLInputElement).validity.typeMismatch).toBe(true);
    expect(form.queryByText(/Enter an e-mail address in the correct format/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(form.queryByText('Thank you for your interest!')).not.toBeInTheDocument();
    expect(writtenAbout('not-an-email')).toEqual([]);
  });

  it('shows the guard error, tied to the field and focused, and keeps what was typed', async () => {
    const { form, input, writtenAbout, user } = await renderNewsletter();

    // "ada@example" passes the browser's type="email" check; the machine's guard refuses it.
    await user.type(input, 'ada@example');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    const message = 'Error: Enter an e-mail address in the correct format, like name@example.com';
    // The first submission may wait for the machine to download, so its outcome is awaited.
    expect(await form.findByText(/Enter an e-mail address in the correct format/)).toBeVisible();
    expect(input).toHaveAccessibleDescription(`${message} We only use it to send you this newsletter.`);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveValue('ada@example');
    expect(form.queryByText('Thank you for your interest!')).not.toBeInTheDocument();
    expect(writtenAbout('ada@example')).toEqual([]);
  });

  it('asks for an address when an empty field gets past the browser', async () => {
    const { form, input, user } = await renderNewsletter();
    // Stand in for a browser that does not enforce `required`.
    input.closest('form')!.noValidate = true;

    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    await waitFor(() =>
      expect(input).toHaveAccessibleDescription(/^Error: Enter your e-mail address We only use it/),
    );
    expect(input).toHaveFocus();
  });

  it('thanks the visitor for 5 s once the server took the address, saying a link to confirm is on its way, without logging the address, then shows the empty form again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { form, input, writtenAbout, user } = await renderNewsletter();

    await user.type(input, VALID);
    await user.click(form.getByRole('button', { name: 'Subscribe' }));

    const thanks = form.getByRole('status');
    expect(await within(thanks).findByText('Thank you for your interest!')).toBeVisible();
    expect(
      within(thanks).getByText(
        `Check your inbox: we are sending a link to ${VALID}. Open it to confirm your subscription — until you do, we send nothing else.`,
      ),
    ).toBeVisible();
    expect(form.queryByRole('textbox')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(thanks).toHaveTextContent('Thank you for your interest!');

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(thanks).toBeEmptyDOMElement();
    const again = form.getByRole('textbox', { name: 'E-mail address' });
    expect(again).toHaveValue('');
    expect(again).toHaveFocus();
    expect(writtenAbout(VALID)).toEqual([]);
  });
});
