import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  FEEDBACK_COUNTS_PATH,
  FEEDBACK_INBOX_PATH,
  NEXT_STATUS,
  type FeedbackItem,
} from '@/shared/api/feedbackInbox';
import {
  feedbackCountsQuerySchema,
  feedbackCountsSchema,
  feedbackInboxPageSchema,
  feedbackInboxQuerySchema,
  feedbackItemSchema,
  feedbackStatusChangeSchema,
} from '@/shared/api/feedbackInboxSchema';
import type { Role } from '@/shared/api/accounts';
import { staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

const HOSTILE = '<script>alert(1)</script> **not bold** <img src=x onerror=alert(1)>';

/** The server's inbox, newest first, answering with the shared schemas (a wrong shape fails the test). */
let items: FeedbackItem[];
let queries: Record<string, string>[];
let changedBy: string;

function item(n: number, fields: Partial<FeedbackItem>): FeedbackItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'useful',
    page: '/documents/nin',
    language: 'en',
    useful: true,
    text: null,
    section: null,
    quoted: null,
    at: new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString(),
    status: 'new',
    statusChangedBy: null,
    statusChangedAt: null,
    ...fields,
  };
}

beforeEach(() => {
  items = [
    item(5, {
      kind: 'translation',
      language: 'yo',
      useful: null,
      text: 'Wrong word in the fees',
      section: 'fees',
      quoted: 'Owó',
    }),
    item(4, { language: 'yo', useful: false, text: HOSTILE }),
    item(3, { page: '/contact', language: 'ha', useful: false }),
    item(2, {}),
    item(1, { kind: 'translation', language: 'ig', useful: null, text: null }),
  ];
  queries = [];
  server.use(
    http.get(FEEDBACK_INBOX_PATH, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const parsed = v.safeParse(feedbackInboxQuerySchema, query);
      if (!parsed.success) return HttpResponse.json({ error: parsed.issues[0].message }, { status: 400 });
      const { page, language, kind, status, before, limit = 2 } = parsed.output;
      const matching = items.filter(
        (each) =>
          (!page || each.page === page) &&
          (!language || each.language === language) &&
          (!kind || each.kind === kind) &&
          (!status || each.status === status),
      );
      const start = before ? matching.findIndex((each) => each.id === before) + 1 : 0;
      const shown = matching.slice(start, start + limit);
      const next = start + limit < matching.length ? shown[shown.length - 1]!.id : null;
      return HttpResponse.json(v.parse(feedbackInboxPageSchema, { items: shown, next }));
    }),
    http.get(FEEDBACK_COUNTS_PATH, ({ request }) => {
      const { language } = v.parse(
        feedbackCountsQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      const pages = new Map<string, { page: string; yes: number; no: number; reports: number }>();
      for (const each of items.filter((one) => !language || one.language === language)) {
        const row = pages.get(each.page) ?? { page: each.page, yes: 0, no: 0, reports: 0 };
        if (each.kind === 'translation') row.reports++;
        else if (each.useful) row.yes++;
        else row.no++;
        pages.set(each.page, row);
      }
      return HttpResponse.json(v.parse(feedbackCountsSchema, { pages: [...pages.values()] }));
    }),
    http.patch(`${FEEDBACK_INBOX_PATH}/:id`, async ({ params, request }) => {
      const change = v.parse(feedbackStatusChangeSchema, await request.json());
      const found = items.find((each) => each.id === params.id);
      if (!found) return HttpResponse.json({ error: 'There is no such feedback.' }, { status: 404 });
      if (NEXT_STATUS[found.status] !== change.status)
        return HttpResponse.json({ error: `This feedback is ${found.status} now.` }, { status: 409 });
      Object.assign(found, {
        status: change.status,
        statusChangedBy: changedBy,
        statusChangedAt: '2026-11-25T10:00:00.000Z',
      });
      return HttpResponse.json(v.parse(feedbackItemSchema, found));
    }),
  );
});

async function renderInbox(role: Role = 'editor') {
  changedBy = `${role}@example.gov.ng`;
  const view = renderWithProviders('/admin?tab=feedback', {
    preloadedState: { session: staffSession(role) },
  });
  await screen.findByRole('table', { name: 'Feedback, newest first' }, { timeout: 5000 });
  return view;
}

/** The list's item rows (seven cells each), without the notes under them. */
const rows = () =>
  within(screen.getByRole('table', { name: 'Feedback, newest first' }))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => (row as HTMLTableRowElement).cells.length === 7);

describe('the Feedback tab', () => {
  it('is a tab for writers too', async () => {
    await renderInbox('writer');
    expect(screen.getByRole('tab', { name: /Feedback/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the counts per page, then the newest feedback with its page, language, kind, answer, text and status', async () => {
    await renderInbox();
    const counts = await screen.findByRole('table', { name: /Feedback per page/ });
    await waitFor(() => expect(within(counts).getAllByRole('row')).toHaveLength(3));
    const nin = within(counts).getByRole('row', { name: /\/documents\/nin/ });
    expect(
      within(nin)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '1', '2']);

    await waitFor(() => expect(rows()).toHaveLength(2));
    const [report, comment] = rows() as [HTMLTableRowElement, HTMLTableRowElement];
    expect(within(report).getByRole('link', { name: '/documents/nin' })).toHaveAttribute(
      'href',
      '/yo/documents/nin?tab=fees',
    );
    expect(report).toHaveTextContent('Yoruba');
    expect(report).toHaveTextContent('Translation problem');
    expect(report).toHaveTextContent('Section: fees');
    expect(report).toHaveTextContent('Wrong text: Owó');
    expect(report).toHaveTextContent('New');
    expect(comment).toHaveTextContent('Is this page useful?');
    expect(comment).toHaveTextContent('No');
  });

  it('shows what readers wrote as text: no markup from it reaches the page', async () => {
    await renderInbox();
    await waitFor(() => expect(rows()).toHaveLength(2));
    const comment = rows()[1]!;
    expect(within(comment).getByText(HOSTILE)).toBeInTheDocument();
    expect(comment.querySelector('script, img, strong, b, em')).toBeNull();
  });

  it('pages with "Older feedback", and says when the oldest is reached', async () => {
    const { user } = await renderInbox();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Older feedback' }));
    await waitFor(() => expect(rows()).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Older feedback' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('This is the oldest feedback.')).toBeInTheDocument();
    expect(rows()[4]).toHaveTextContent('Cleared after 12 months');
    expect(queries.map((query) => query.before ?? null)).toEqual([null, items[1]!.id, items[3]!.id]);
  });

  it('filters by language, kind and status: the server is asked for them', async () => {
    const { user } = await renderInbox();
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.selectOptions(screen.getByLabelText('Language'), 'Hausa');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('/contact');
    expect(queries[queries.length - 1]).toEqual({ language: 'ha' });

    await user.selectOptions(screen.getByLabelText('Language'), 'All');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Translation problem');
    await user.selectOptions(screen.getByLabelText('Status'), 'New');
    await user.selectOptions(screen.getByLabelText('Page'), '/documents/nin');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(queries[queries.length - 1]).toEqual({
      page: '/documents/nin',
      kind: 'translation',
      status: 'new',
    });
  });

  it('lets an editor move an item new → in progress → done, and shows who did it', async () => {
    const { user } = await renderInbox('editor');
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(within(rows()[0]!).getByRole('button', { name: /in progress/ }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('In progress'));
    expect(rows()[0]).toHaveTextContent('editor@example.gov.ng');
    await user.click(within(rows()[0]!).getByRole('button', { name: /done/ }));
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Done'));
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
    expect(items[0]!.status).toBe('done');
  });

  it('shows a writer the status but no button to change it', async () => {
    await renderInbox('writer');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(within(rows()[0]!).queryByRole('button')).toBeNull();
  });
});
