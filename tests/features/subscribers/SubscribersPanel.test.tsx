import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  NEWSLETTER_OVERVIEW_PATH,
  NEWSLETTER_SUBSCRIBER_DATA_PATH,
  NEWSLETTER_SUBSCRIBER_DELETION_PATH,
  NEWSLETTER_UPDATES_PATH,
  newsletterOverviewSchema,
  newsletterUpdateQueuedSchema,
  newsletterUpdateRequestSchema,
  subscriberDataSchema,
  subscriberRequestSchema,
  type NewsletterOverview,
  type NewsletterUpdateRequest,
} from '@/shared/api/newsletterStaff';
import type { Role } from '@/shared/api/accounts';
import { staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

/** What the fake server holds, and what it was asked. */
let overview: NewsletterOverview;
let updates: NewsletterUpdateRequest[];
let deleted: string[];

const OVERVIEW: NewsletterOverview = {
  subscribers: { confirmed: 2, pending: 1 },
  mail: {
    configured: false,
    queued: 1,
    sent: 0,
    failed: 0,
    latest: [
      {
        id: 'm1',
        kind: 'confirmation',
        subject: 'Confirm your subscription to Citizen Guide Nigeria',
        status: 'queued',
        attempts: 0,
        lastError: null,
        createdAt: '2026-11-25T09:00:00.000Z',
        sentAt: null,
      },
    ],
  },
  changeNotes: [
    {
      title: 'Renew your passport',
      note: 'The fee is now ₦35,000.',
      publishedAt: '2026-11-24T09:00:00.000Z',
      slug: 'p',
    },
  ],
};

beforeEach(() => {
  overview = structuredClone(OVERVIEW);
  updates = [];
  deleted = [];
  // Built from the shared schemas: the handlers check what the screen sends and answer what the server would.
  server.use(
    http.get(NEWSLETTER_OVERVIEW_PATH, () => HttpResponse.json(v.parse(newsletterOverviewSchema, overview))),
    http.post(NEWSLETTER_UPDATES_PATH, async ({ request }) => {
      const update = v.parse(newsletterUpdateRequestSchema, await request.json());
      updates.push(update);
      overview.mail.queued += overview.subscribers.confirmed;
      return HttpResponse.json(
        v.parse(newsletterUpdateQueuedSchema, { queued: overview.subscribers.confirmed }),
        { status: 201 },
      );
    }),
    http.post(NEWSLETTER_SUBSCRIBER_DATA_PATH, async ({ request }) => {
      const { email } = v.parse(subscriberRequestSchema, await request.json());
      if (email !== 'ada@example.com') return HttpResponse.json({ error: 'No subscriber.' }, { status: 404 });
      return HttpResponse.json(
        v.parse(subscriberDataSchema, {
          email,
          status: 'confirmed',
          language: 'yo',
          page: '/yo',
          consentText: 'A máa ń lò ó láti fi lẹ́tà ìròyìn yìí ránṣẹ́ sí yín nìkan.',
          signedUpAt: '2026-11-20T09:00:00.000Z',
          confirmedAt: '2026-11-20T09:05:00.000Z',
          confirmationSentAt: '2026-11-20T09:00:00.000Z',
          links: [{ purpose: 'unsubscribe', createdAt: '2026-11-20T09:00:00.000Z' }],
          mail: [],
        }),
      );
    }),
    http.post(NEWSLETTER_SUBSCRIBER_DELETION_PATH, async ({ request }) => {
      const { email } = v.parse(subscriberRequestSchema, await request.json());
      deleted.push(email);
      overview.subscribers.confirmed -= 1;
      return HttpResponse.json({ deleted: true });
    }),
  );
});

async function renderTab(role: Role) {
  const view = renderWithProviders('/admin?tab=subscribers', {
    preloadedState: { session: staffSession(role) },
  });
  await screen.findByRole('heading', { name: 'Subscribers' }, { timeout: 5000 });
  return view;
}

describe('the Subscribers tab', () => {
  it('shows the confirmed and pending counts, and the queue waiting with no mail server configured', async () => {
    await renderTab('editor');
    const subscribers = screen.getByRole('heading', { name: 'Sign-ups' }).parentElement!;
    expect(within(subscribers).getByText('Confirmed').nextSibling).toHaveTextContent('2');
    expect(within(subscribers).getByText('Waiting for confirmation').nextSibling).toHaveTextContent('1');
    expect(screen.getByText(/No mail server is configured \(SMTP_URL is not set\)/)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'The latest messages, newest first' });
    const row = within(table).getByText('Confirm your subscription to Citizen Guide Nigeria').closest('tr')!;
    expect(within(row).getByText('not sent: no mail server configured')).toBeInTheDocument();
  });

  it('previews an update with its count of recipients before queuing it, from a change note', async () => {
    const { user } = await renderTab('editor');
    await user.click(screen.getByRole('button', { name: 'Use this note' }));
    expect(screen.getByLabelText('Subject')).toHaveValue('Renew your passport');
    expect(screen.getByLabelText('Text')).toHaveValue('The fee is now ₦35,000.');
    await user.clear(screen.getByLabelText('Text'));
    await user.type(screen.getByLabelText('Text'), '<b>The fee</b> is now ₦35,000.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = screen.getByRole('region', { name: 'Preview' });
    // The staff's text is text: no markup in it is rendered.
    expect(within(preview).getByText('<b>The fee</b> is now ₦35,000.')).toBeInTheDocument();
    expect(preview.querySelector('b')).toBeNull();
    expect(
      within(preview).getByText('Recipients: 2 confirmed subscribers (one e-mail each).'),
    ).toBeInTheDocument();
    expect(updates).toEqual([]);

    await user.click(within(preview).getByRole('button', { name: 'Queue the update' }));
    expect(
      await screen.findByText('Queued: 2 e-mails, one for each confirmed subscriber.'),
    ).toBeInTheDocument();
    expect(updates).toEqual([{ subject: 'Renew your passport', text: '<b>The fee</b> is now ₦35,000.' }]);
  });

  it('asks for a subject and a text before the preview', async () => {
    const { user } = await renderTab('admin');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(screen.getByText('Write a subject and a text first.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
  });

  it('gives editors no export or deletion; admins download the CSV, export one subscriber and delete them', async () => {
    const editor = await renderTab('editor');
    expect(screen.queryByRole('link', { name: 'Download the confirmed subscribers (CSV)' })).toBeNull();
    editor.unmount();

    const { user } = await renderTab('admin');
    expect(screen.getByRole('link', { name: 'Download the confirmed subscribers (CSV)' })).toHaveAttribute(
      'href',
      '/api/newsletter/subscribers.csv',
    );
    const field = screen.getByLabelText('Subscriber’s e-mail address');
    await user.type(field, 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Export their data' }));
    expect(await screen.findByText('No subscriber has that address.')).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Export their data' }));
    const data = await screen.findByRole('region', { name: 'Everything stored about this subscriber' });
    expect(data).toHaveTextContent(
      '"consentText": "A máa ń lò ó láti fi lẹ́tà ìròyìn yìí ránṣẹ́ sí yín nìkan."',
    );

    await user.click(screen.getByRole('button', { name: 'Delete this subscriber' }));
    expect(deleted).toEqual([]);
    expect(screen.getByText(/Delete ada@example.com and everything stored about them\?/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The subscriber was deleted.')).toBeInTheDocument();
    expect(deleted).toEqual(['ada@example.com']);
    // Two renders of the dashboard: slower than most on a loaded machine.
  }, 20_000);

  it('is not a tab writers can open', async () => {
    renderWithProviders('/admin?tab=subscribers', { preloadedState: { session: staffSession('writer') } });
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).not.toHaveTextContent(
      'Subscribers',
    );
    expect(screen.queryByRole('heading', { name: 'Subscribers' })).toBeNull();
  });
});
