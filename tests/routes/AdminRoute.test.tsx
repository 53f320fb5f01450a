import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATION_DELAY } from '@/machines/generator.machine';
import { slugFromTitle } from '@/shared/lib/slug';
import { renderWithProviders } from '../utils/renderWithProviders';
import { staffSession } from '../utils/accountsFake';
import { contentReceived, seedContentItem, storedContentItem } from '../utils/contentFake';

/** The dashboard as the signed-in demo admin, at `?tab=…` when given. */
async function renderAdmin(tab?: string) {
  const view = renderWithProviders(tab ? `/admin?tab=${tab}` : '/admin', {
    preloadedState: { session: staffSession() },
  });
  // The dashboard is a lazy chunk: the first import in a test run can take a while.
  await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, { timeout: 5000 });
  return view;
}

/** The row of the content table whose title cell is `title`. */
function rowOf(title: string) {
  // A row being sent says so after its title ("Sending…"): its name starts with the title.
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByRole('rowheader', { name: new RegExp(`^${escaped}`) }).closest('tr')!;
}

/** The first render of the lazy dashboard and its list request can be slow on a busy machine. */
const SLOW = { timeout: 10_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('admin dashboard', () => {
  it('greets the signed-in user and opens on Analytics', async () => {
    await renderAdmin();
    expect(screen.getByText('Welcome, Site Administrator.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Analytics' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it.each([
    ['analytics', 'Analytics'],
    ['content', 'Content Management'],
    ['generator', 'AI Content Generator'],
    ['users', 'User Management'],
    ['audit', 'Audit log'],
    ['settings', 'Site Settings'],
    ['account', 'Your account'],
  ])('opens ?tab=%s on its tab', async (tab, name) => {
    await renderAdmin(tab);
    expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(name);
    expect(within(screen.getByRole('tabpanel')).getByRole('heading', { level: 2, name })).toBeInTheDocument();
  });

  it('falls back to Analytics for an unknown tab', async () => {
    await renderAdmin('nonsense');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
  });

  it('puts the chosen tab in the address, replacing the history entry', async () => {
    const { router, user } = await renderAdmin();
    await user.click(screen.getByRole('tab', { name: 'AI Content Generator' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=generator'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('tab', { name: 'AI Content Generator' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'AI Content Generator' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 2, name: 'Analytics' })).not.toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { router, user } = await renderAdmin('users');
    await user.click(screen.getByRole('tab', { name: 'User Management' }));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=audit'));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Audit log' })).toHaveFocus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=generator'));
  });

  it('logs out: the session is cleared and the visitor goes to /login', async () => {
    const { router, store, user } = await renderAdmin('content');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(store.getState().session.user).toBeNull();
  });
});

describe('Analytics tab', () => {
  it('shows the fixed figures of SPEC §9, labelled as demo data', async () => {
    await renderAdmin('analytics');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Demo data')).toBeInTheDocument();
    expect(within(panel).getByText(/not real visitor statistics/)).toBeInTheDocument();
    const figures = Object.fromEntries(
      // The demo summary; the real figures from this browser are their own block below it.
      within(within(panel).getByText('Visitors', { selector: 'dt' }).closest('dl')!)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      Visitors: '14,520',
      'Page views': '28,750',
      'Average time on site': '3m 42s',
      'Bounce rate': '32.4%',
    });
  });

  it('lists the top pages with their views', async () => {
    await renderAdmin('analytics');
    const table = screen.getByRole('table', { name: 'Top pages' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-1)?.textContent)).toEqual([
      '3,242',
      '2,850',
      '2,465',
      '2,105',
      '1,980',
    ]);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('NIN guide');
    expect(within(rows[0]!).getByText('/documents/nin')).toBeInTheDocument();
  });
});

describe('demo tab', () => {
  it('labels Site Settings as a demo whose controls are switched off', async () => {
    await renderAdmin('settings');
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText('Demo')).toBeInTheDocument();
    expect(within(panel).getByText(/settings are not saved in this demo/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('Site name')).toBeDisabled();
    expect(within(panel).getByLabelText('Default language')).toBeDisabled();
    expect(
      within(panel).getByRole('checkbox', { name: 'Show a maintenance notice to visitors' }),
    ).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });
});

describe('Content Management tab', () => {
  /** Three articles on the (fake) server, as an admin's list shows them. */
  function seedThree() {
    return {
      nin: seedContentItem({
        title: 'How to get your National Identification Number (NIN)',
        status: 'published',
        author: 'Editorial team',
        dateModified: '2026-10-15T09:00:00.000Z',
      }),
      tiers: seedContentItem({
        title: 'The three tiers of government in Nigeria',
        category: 'government',
        status: 'published',
        content: 'Federal, state and local.',
      }),
      jamb: seedContentItem({
        title: 'Registering for the JAMB UTME',
        category: 'education',
        status: 'published',
      }),
    };
  }

  it('lists the server’s items with category, status, last change and author', async () => {
    seedThree();
    await renderAdmin('content');
    expect(await screen.findByText('Showing 1–3 of 3', {}, SLOW)).toBeInTheDocument();
    const row = rowOf('How to get your National Identification Number (NIN)');
    expect(within(row).getByText('Documents')).toBeInTheDocument();
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('15 October 2026')).toHaveAttribute('datetime', '2026-10-15T09:00:00.000Z');
    expect(within(row).getByText('Editorial team')).toBeInTheDocument();
  });

  it('refuses an add without a visible title, with the message tied to the field, keeping what was typed', async () => {
    const { user } = await renderAdmin('content');
    const form = within(await screen.findByRole('region', { name: 'Add content' }, SLOW));
    const title = form.getByRole('textbox', { name: 'Title' });
    await user.type(form.getByRole('textbox', { name: 'Content' }), 'Apply online.');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();

    // Spaces and invisible characters are not a title.
    await user.type(title, '   \u200B\u200D');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(form.getByRole('textbox', { name: 'Content' })).toHaveValue('Apply online.');
    expect(contentReceived.writes).toEqual([]);

    await user.clear(title);
    await user.type(title, 'Renewing a passport');
    expect(title).not.toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    expect(title).toHaveAttribute('aria-invalid', 'false');
  });

  it('adds an item as a draft by the signed-in user, with a toast', async () => {
    const { user } = await renderAdmin('content');
    const form = within(await screen.findByRole('region', { name: 'Add content' }, SLOW));
    expect(form.getByRole('combobox', { name: 'Status' })).toHaveValue('draft');
    await user.type(form.getByRole('textbox', { name: 'Title' }), '<b>Renewing</b> a passport');
    await user.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'services');
    await user.type(form.getByRole('textbox', { name: 'Content' }), 'Apply online, then book a capture.');
    await user.click(form.getByRole('button', { name: 'Add content' }));

    expect(
      await within(screen.getByRole('status', { name: 'Notifications' })).findByText('Content added'),
    ).toBeInTheDocument();
    const row = rowOf('<b>Renewing</b> a passport'); // user text stays text
    expect(within(row).getByText('Services')).toBeInTheDocument();
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Site Administrator')).toBeInTheDocument();
    expect(contentReceived.writes[0]!.body).toMatchObject({
      title: '<b>Renewing</b> a passport',
      category: 'services',
      content: 'Apply online, then book a capture.',
      status: 'draft',
    });
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
  });

  it('edits an item in a dialog filled in with it', async () => {
    const { tiers } = seedThree();
    const { user } = await renderAdmin('content');
    await user.click(
      await screen.findByRole('button', { name: 'Edit The three tiers of government in Nigeria' }, SLOW),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    const title = await dialog.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('The three tiers of government in Nigeria');
    expect(title).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue('Federal, state and local.');
    await user.clear(title);
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(title).toHaveAccessibleDescription(expect.stringContaining('Enter a title.'));
    await user.type(title, 'Federal, state and local government');
    await user.click(dialog.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
    expect(rowOf('Federal, state and local government')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: /^The three tiers/ })).toBeNull();
    expect(storedContentItem(tiers.id)).toMatchObject({
      title: 'Federal, state and local government',
      dateCreated: tiers.dateCreated,
      revision: 2,
    });
  });

  it('cancelling an edit changes nothing', async () => {
    const { jamb } = seedThree();
    const { user } = await renderAdmin('content');
    await user.click(await screen.findByRole('button', { name: 'Edit Registering for the JAMB UTME' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    await user.type(await dialog.findByRole('textbox', { name: 'Title' }), ' (changed)');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf('Registering for the JAMB UTME')).toBeInTheDocument();
    expect(contentReceived.writes).toEqual([]);
    expect(storedContentItem(jamb.id)).toEqual(jamb);
  });

  it('unpublishes an item with a reason, and publishes it again with a change note, from its editor', async () => {
    const { jamb } = seedThree();
    const { user } = await renderAdmin('content');
    const title = 'Registering for the JAMB UTME';
    await user.click(await screen.findByRole('button', { name: `Edit ${title}` }, SLOW));
    const editor = within(await screen.findByRole('dialog', { name: 'Edit content' }));
    await user.click(await editor.findByRole('button', { name: 'Unpublish…' }));
    const unpublish = within(await screen.findByRole('dialog', { name: `Unpublish “${title}”` }));
    await user.type(unpublish.getByLabelText('Why is it taken down?'), 'Replaced by the 2027 guide.');
    await user.click(unpublish.getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Moved to drafts')).toBeInTheDocument();
    expect(editor.getByRole('status', { name: 'Review and publishing' })).toHaveTextContent('Draft');
    expect(await within(rowOf(title)).findByText('Draft')).toBeInTheDocument();
    expect(storedContentItem(jamb.id)?.status).toBe('draft');

    await user.click(editor.getByRole('button', { name: 'Publish…' }));
    const publish = within(await screen.findByRole('dialog', { name: `Publish “${title}”` }));
    await user.click(publish.getByLabelText('Major change'));
    await user.type(publish.getByLabelText('Change note'), 'Back with the 2027 dates');
    await user.click(publish.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Now public')).toBeInTheDocument();
    expect(await within(rowOf(title)).findByText('Published')).toBeInTheDocument();
    expect(storedContentItem(jamb.id)?.status).toBe('published');
  });

  it('deletes only after a confirmation; Cancel keeps the item', async () => {
    const { jamb } = seedThree();
    const { user } = await renderAdmin('content');
    const title = 'Registering for the JAMB UTME';
    await user.click(await screen.findByRole('button', { name: `Delete ${title}` }, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    expect(dialog).toHaveAccessibleDescription(`Delete “${title}”? This cannot be undone.`);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(title)).toBeInTheDocument();
    expect(contentReceived.writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Content deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: new RegExp(`^${title}`) })).toBeNull(),
    );
    expect(storedContentItem(jamb.id)).toBeUndefined();
    expect(screen.getByRole('heading', { level: 3, name: 'All content' })).toHaveFocus();
  });
});

describe('AI Content Generator tab', () => {
  /** The toast on screen (there is at most one). */
  function currentToast() {
    return document.querySelector('.toast');
  }

  it('disables Generate while the topic is empty', async () => {
    const { user } = await renderAdmin('generator');
    const generate = screen.getByRole('button', { name: 'Generate' });
    expect(generate).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'NIN');
    expect(generate).toBeEnabled();
  });

  it('shows the Error toast for a whitespace-only topic', async () => {
    const { user } = await renderAdmin('generator');
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const alert = screen.getByRole('alert', { name: 'Notifications' });
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Please enter a topic')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
  });

  it('shows the Error toast when Enter is pressed in an empty topic', async () => {
    const { user } = await renderAdmin('generator');
    await user.click(screen.getByRole('textbox', { name: 'Topic' }));
    await user.keyboard('{Enter}');
    expect(
      within(screen.getByRole('alert', { name: 'Notifications' })).getByText('Please enter a topic'),
    ).toBeInTheDocument();
  });

  it('generates a draft preview, publishes it, and lists it in Content Management', async () => {
    const { user } = await renderAdmin('generator');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'voter registration');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'government');
    await user.click(screen.getByRole('button', { name: 'Generate' }));

    const busy = screen.getByRole('button', { name: 'Generating...' });
    expect(busy).toBeDisabled();
    const status = within(screen.getByRole('tabpanel')).getByRole('status');
    expect(status).toHaveTextContent('Generating content about “voter registration”…');
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));

    const preview = await screen.findByRole('article');
    const heading = within(preview).getByRole('heading', { level: 4 });
    const title = heading.textContent;
    expect(heading).toHaveFocus(); // the disabled Generate button had dropped it
    expect(title.toLowerCase()).toContain('voter registration');
    expect(within(preview).getByText('Government')).toBeInTheDocument();
    expect(within(preview).getByText('Draft')).toBeInTheDocument();
    // Every figure the generator drew (3 to 5, SPEC §9) is marked as a sample to check before publishing.
    const samples = within(preview).getAllByText('(sample figure: check before publishing)');
    expect(samples.length).toBeGreaterThanOrEqual(3);
    expect(samples.length).toBeLessThanOrEqual(5);
    for (const sample of samples) expect(sample.previousElementSibling?.tagName).toBe('MARK');
    expect(within(preview).getByText(/^Seed \d+ — enter it to reproduce$/)).toBeInTheDocument();
    expect(status).toHaveTextContent(`Preview ready: ${title}`);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
    expect(
      within(screen.getByRole('status', { name: 'Notifications' })).getByText('Content Generated'),
    ).toBeInTheDocument();
    expect(screen.getByText('AI has successfully created content based on your topic')).toBeInTheDocument();

    await user.click(within(preview).getByRole('button', { name: 'Publish Content' }));
    expect(await screen.findByText('Content Published')).toBeInTheDocument();
    expect(screen.getByText('AI-generated content has been added to your site')).toBeInTheDocument();
    expect(contentReceived.writes.map((write) => write.body)).toEqual([
      expect.objectContaining({ title, category: 'government', status: 'published' }),
    ]);
    expect(contentReceived.applied).toBe(1);
    expect(screen.getByRole('link', { name: 'View the page' })).toHaveAttribute(
      'href',
      `/articles/${slugFromTitle(title)}`,
    );
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveFocus();

    await user.click(screen.getByRole('tab', { name: 'Content Management' }));
    const link = await screen.findByRole('link', { name: title }, SLOW);
    const row = link.closest('tr')!;
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Site Administrator')).toBeInTheDocument();
    // Its public page, from the list.
    expect(link).toHaveAttribute('href', `/articles/${slugFromTitle(title)}`);
  });

  it('reproduces a draft from its seed, and gives a new one without it', async () => {
    const { user } = await renderAdmin('generator');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const topic = screen.getByRole('textbox', { name: 'Topic' });
    const seed = screen.getByRole('textbox', { name: 'Seed (optional)' });
    const generate = async () => {
      await user.click(screen.getByRole('button', { name: 'Generate' }));
      await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));
      return (await screen.findByRole('article')).textContent;
    };
    await user.type(topic, 'JAMB');
    await user.clear(seed);
    await user.type(seed, '4242');
    const first = await generate();
    expect(first).toContain('Seed 4242 — enter it to reproduce');
    expect(seed).not.toHaveValue('4242'); // moved on, so the next draft differs

    const second = await generate();
    expect(second).not.toEqual(first);

    await user.clear(seed);
    await user.type(seed, '4242');
    expect(await generate()).toEqual(first);
  });

  it('refuses a seed that is not a whole number, without generating', async () => {
    const { user } = await renderAdmin('generator');
    const seed = screen.getByRole('textbox', { name: 'Seed (optional)' });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'NIN');
    await user.clear(seed);
    await user.type(seed, '12ab');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(seed).toHaveFocus();
    expect(seed).toHaveAccessibleDescription(/Enter a whole number from 0 to 999999/);
    expect(screen.queryByRole('button', { name: 'Generating...' })).toBeNull();
    expect(currentToast()).toBeNull();
  });

  it('moves focus to the preview when Enter in the topic asked for it', async () => {
    const { user } = await renderAdmin('generator');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'NIN{Enter}');
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));
    const preview = await screen.findByRole('article');
    expect(within(preview).getByRole('heading', { level: 4 })).toHaveFocus();
  });

  it('leaves focus where it is when the editor moved on while the draft was made', async () => {
    const { user } = await renderAdmin('generator');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'NIN{Enter}');
    const category = screen.getByRole('combobox', { name: 'Category' });
    await user.click(category);
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));
    await screen.findByRole('article');
    expect(category).toHaveFocus();
  });

  it('discards a preview without saving anything', async () => {
    const { user } = await renderAdmin('generator');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(screen.getByRole('textbox', { name: 'Topic' }), 'NYSC');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await act(() => vi.advanceTimersByTimeAsync(GENERATION_DELAY));
    await user.click(await screen.findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('article')).toBeNull();
    expect(contentReceived.writes).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Content Management' }));
    expect(
      await screen.findByText('There is no content yet. Add the first item with the form above.', {}, SLOW),
    ).toBeInTheDocument();
  });
});

describe('toasts on the dashboard', () => {
  it('replaces one toast with the next and closes it after 4 s', async () => {
    seedContentItem({ title: 'Registering for the JAMB UTME', status: 'published' });
    const { user } = await renderAdmin('content');
    const title = 'Registering for the JAMB UTME';
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await screen.findByRole('button', { name: `Delete ${title}` }, SLOW);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.type(form.getByLabelText('Title'), 'Census 2026');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    expect(await screen.findByText('Content added')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Delete ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete content' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Content deleted')).toBeInTheDocument();
    expect(screen.queryByText('Content added')).toBeNull();
    expect(document.querySelectorAll('.toast')).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(screen.queryByText('Content deleted')).toBeNull();
    expect(screen.getByRole('status', { name: 'Notifications' })).toBeEmptyDOMElement();
  });

  it('stays while it has keyboard focus or the pointer, then gets its full 4 s again', async () => {
    const { user } = await renderAdmin('content');
    const form = within(screen.getByRole('region', { name: 'Add content' }));
    await user.type(form.getByLabelText('Title'), 'Census 2026');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(form.getByRole('button', { name: 'Add content' }));
    const close = await screen.findByRole('button', { name: 'Close notification' });
    act(() => close.focus());
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText('Content added')).toBeInTheDocument();

    act(() => close.blur());
    await user.hover(close);
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(screen.getByText('Content added')).toBeInTheDocument();

    await user.unhover(close);
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(screen.getByText('Content added')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.queryByText('Content added')).toBeNull();
  });
});
