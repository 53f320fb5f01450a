import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { guideVersionAsText } from '@/features/content/guide/guideEditing';
import { installStaffArea } from '@/app/staffArea';
import { ContentHistory } from '@/features/content/history/ContentHistory';
import type { ContentItem } from '@/shared/api/content';
import { staffSession } from '../../../utils/accountsFake';
import {
  failNextHistoryRequests,
  historyReceived,
  saveElsewhere,
  seedHistory,
  type VersionSeed,
} from '../../../utils/contentHistoryFake';
import { renderWithProviders } from '../../../utils/renderWithProviders';

const NIN_FEE = 'Enrolment is free.\nBring your birth certificate.';

/** Four versions: created, saved (fee changed), published, saved again (title changed). */
const FOUR: VersionSeed[] = [
  { title: 'How to get your NIN', content: NIN_FEE },
  { title: 'How to get your NIN', content: 'Enrolment costs 1,000 naira.\nBring your birth certificate.' },
  {
    title: 'How to get your NIN',
    content: 'Enrolment costs 1,000 naira.\nBring your birth certificate.',
    event: 'published',
    by: 'Bola Ade',
    note: 'Fees updated for 2027',
  },
  {
    title: 'Getting your NIN',
    content: 'Enrolment costs 1,000 naira.\nBring your birth certificate.',
  },
];

/** The history of `item` as a signed-in editor sees it, once loaded. */
async function openHistory(item: ContentItem) {
  const view = renderHistory(item);
  await screen.findByRole('list', { name: 'Versions, newest first' });
  return view;
}

function renderHistory(item: ContentItem) {
  installStaffArea();
  return renderWithProviders(<ContentHistory item={item} />, {
    preloadedState: { session: staffSession('editor') },
  });
}

const versions = () =>
  within(screen.getByRole('list', { name: 'Versions, newest first' })).getAllByRole('listitem');

describe('an article’s history', () => {
  it('lists every version newest first: what happened, who, when in Lagos, the note; the published one and the current draft marked', async () => {
    await openHistory(seedHistory(FOUR, { publishedRevision: 3 }));
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    const [fourth, third, second, first] = versions();
    expect(versions()).toHaveLength(4);
    expect(fourth).toHaveTextContent('Version 4');
    expect(fourth).toHaveTextContent('Saved');
    expect(fourth).toHaveTextContent('Current draft');
    expect(fourth).not.toHaveTextContent('Published version');
    expect(fourth).toHaveTextContent('“Getting your NIN”');
    // The fake's clock: 13:04 UTC is 14:04 in Lagos.
    expect(fourth).toHaveTextContent('By Ada Obi, 25 November 2026, 14:04');
    expect(third).toHaveTextContent('Published');
    expect(third).toHaveTextContent('Published version');
    expect(third).toHaveTextContent('By Bola Ade, 25 November 2026, 14:03');
    expect(third).toHaveTextContent('Change note: Fees updated for 2027');
    expect(second).not.toHaveTextContent('Current draft');
    expect(first).toHaveTextContent('Version 1');
    expect(first).toHaveTextContent('Created');
  });

  it('marks the working copy only as the published version when nothing is waiting to be published', async () => {
    await openHistory(seedHistory(FOUR.slice(0, 3), { publishedRevision: 3 }));
    const [newest] = versions();
    expect(newest).toHaveTextContent('Published version');
    expect(newest).not.toHaveTextContent('Current draft');
  });

  it('renders a note as text, never as HTML', async () => {
    await openHistory(
      seedHistory([
        { title: 'Voter card', content: '' },
        { title: 'Voter card', content: '', event: 'sentBack', note: '<b>Fix</b> the fee & <img src=x>' },
      ]),
    );
    expect(screen.getByText('Comment: <b>Fix</b> the fee & <img src=x>')).toBeInTheDocument();
    expect(document.querySelector('.history-entries b, .history-entries img')).toBeNull();
  });

  it('shows a version’s changes from the version before: removed and added words marked and announced', async () => {
    const { user } = await openHistory(seedHistory(FOUR, { publishedRevision: 3 }));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    const text = within(changes).getByRole('heading', { name: 'Text' }).nextElementSibling as HTMLElement;
    expect(within(text).getByRole('deletion')).toHaveTextContent('removed: is free end of removed text');
    expect(within(text).getByRole('insertion')).toHaveTextContent(
      'added: costs 1,000 naira end of added text',
    );
    // The title did not change, and the address and category, which did not either, are not listed.
    const title = within(changes).getByRole('heading', { name: 'Title' }).nextElementSibling;
    expect(title).toHaveTextContent('No change.');
    expect(within(changes).queryByRole('heading', { name: 'Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide changes in version 2' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('compares a version with the current draft too, and says when two versions are the same', async () => {
    const { user } = await openHistory(seedHistory(FOUR, { publishedRevision: 3 }));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 3' }));
    expect(
      await screen.findByText(
        'The title, address, category, summary and text are the same in both versions.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'the current draft (version 4)' }));
    const changes = await screen.findByRole('region', { name: 'Changes from version 3 to version 4' });
    const title = within(changes).getByRole('heading', { name: 'Title' }).nextElementSibling as HTMLElement;
    expect(within(title).getByRole('deletion')).toHaveTextContent('How to');
    expect(within(title).getByRole('insertion')).toHaveTextContent('Getting');
  });

  it('folds a long stretch of unchanged lines, and opens it to read them', async () => {
    const lines = Array.from({ length: 50 }, (_, i) => `Line ${i + 1}`).join('\n');
    const { user } = await openHistory(
      seedHistory([
        { title: 'Long', content: `${lines}\nOld ending` },
        { title: 'Long', content: `${lines}\nNew ending` },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    const fold = await screen.findByText('… 47 unchanged lines …');
    expect(screen.queryByText(/Line 20/)).not.toBeVisible();
    await user.click(fold);
    expect(screen.getByText(/Line 20/)).toBeVisible();
  });

  it('shows a paragraph split, which changes no word, with a visible mark and a name', async () => {
    const { user } = await openHistory(
      seedHistory([
        { title: 'Fees', content: 'Enrolment is free. Bring your birth certificate.' },
        { title: 'Fees', content: 'Enrolment is free.\n\nBring your birth certificate.' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    expect(within(changes).getByRole('deletion')).toHaveTextContent('removed: ␣a space');
    expect(within(changes).getByRole('insertion')).toHaveTextContent('added: ¶a line break');
  });

  it('says the first version has nothing before it', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 1' }));
    expect(
      screen.getByText('This is the first version: there is nothing before it to compare it with.'),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Changes from version 1 to version 4' }),
    ).toBeInTheDocument();
  });
});

describe('when the server does not answer', () => {
  it('says the history is loading, then that it could not be loaded, and loads it on Try again', async () => {
    failNextHistoryRequests(500);
    const { user } = renderHistory(seedHistory(FOUR));
    expect(screen.getByText('Loading the history…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('The history could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('list', { name: 'Versions, newest first' });
    expect(versions()).toHaveLength(4);
  });

  it('says when the versions to compare could not be loaded, and loads them on Try again', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    failNextHistoryRequests('network');
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    expect(await screen.findByText('The versions could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('region', { name: 'Changes from version 1 to version 2' }),
    ).toBeInTheDocument();
  });

  it('says a restore did not happen when the server cannot be reached', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    failNextHistoryRequests('network');
    await user.click(screen.getByRole('button', { name: 'Restore version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The version was not restored: the server cannot be reached. Try again when you are back online.',
    );
    expect(versions()).toHaveLength(4);
  });

  it('gives the server’s reason when it refuses a restore', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    failNextHistoryRequests(503);
    await user.click(screen.getByRole('button', { name: 'Restore version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The version was not restored. The server could not answer. Try again in a moment.',
    );
  });
});

describe('restoring a version', () => {
  it('asks first, in words, then makes it a new draft shown at the top, keeping every version', async () => {
    const { user } = await openHistory(seedHistory(FOUR, { publishedRevision: 3 }));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 1' }));
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore version 1?' });
    expect(dialog).toHaveAccessibleDescription(
      'This makes a new draft from version 1. The current text stays in the history, and visitors keep seeing the published version until it is published.',
    );
    expect(historyReceived.restores).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Restore version 1' }));

    const done = 'Version 1 was restored: it is now the current draft, version 5.';
    expect(await screen.findByText(done)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(done);
    await expect.poll(() => versions().length).toBe(5);
    const [newest] = versions();
    expect(newest).toHaveTextContent('Version 5');
    expect(newest).toHaveTextContent('Restored');
    expect(newest).toHaveTextContent('Current draft');
    expect(newest).toHaveTextContent('“How to get your NIN”');
    const [sent] = historyReceived.restores;
    expect(sent!.body).toEqual({ revision: 4, from: 1 });
    expect(sent!.key).toMatch(/^[0-9a-f]{32}$/);
  });

  it('does nothing on Cancel', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(historyReceived.restores).toHaveLength(0);
  });

  it('offers no restore of the current draft itself', async () => {
    const { user } = await openHistory(seedHistory(FOUR));
    await user.click(screen.getByRole('button', { name: 'Show changes in version 4' }));
    await screen.findByRole('region', { name: 'Changes from version 3 to version 4' });
    expect(screen.queryByRole('button', { name: /Restore this version/ })).not.toBeInTheDocument();
  });

  it('when someone saved meanwhile, says so, restores nothing, and shows their version to decide again', async () => {
    const item = seedHistory(FOUR);
    const { user } = await openHistory(item);
    saveElsewhere(item.id, { title: 'Their title' });
    await user.click(screen.getByRole('button', { name: 'Show changes in version 1' }));
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Someone else changed this article while you were looking at its history, so nothing was restored.',
    );
    await expect.poll(() => versions().length).toBe(5);
    expect(versions()[0]).toHaveTextContent('“Their title”');
    expect(historyReceived.restores.map(({ body }) => body)).toEqual([{ revision: 4, from: 1 }]);

    // Deciding again, from what is there now, works.
    await user.click(screen.getByRole('button', { name: 'Restore this version' }));
    await user.click(screen.getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText(/it is now the current draft, version 6\./)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('it is now the current draft, version 6.');
    expect(historyReceived.restores.map(({ body }) => body)).toEqual([
      { revision: 4, from: 1 },
      { revision: 5, from: 1 },
    ]);
  });
});

describe('a guide’s history', () => {
  it('compares two versions as the guide’s text and figures, not as its stored JSON', async () => {
    const before = await ninGuideContent();
    const after = {
      ...before,
      figures: { ...before.figures, modificationFee: { kind: 'naira' as const, value: 700 } },
    };
    const guide = (content: object) => ({ title: 'NIN guide', content: JSON.stringify(content) });
    const item = seedHistory([guide(before), guide(after)], { kind: 'guide' });
    installStaffArea();
    const { user } = renderWithProviders(<ContentHistory item={item} textOf={guideVersionAsText} />, {
      preloadedState: { session: staffSession('editor') },
    });
    await screen.findByRole('list', { name: 'Versions, newest first' });
    await user.click(screen.getByRole('button', { name: 'Show changes in version 2' }));
    const changes = await screen.findByRole('region', { name: 'Changes from version 1 to version 2' });
    const text = within(changes).getByRole('heading', { name: 'Text' }).nextElementSibling as HTMLElement;
    expect(within(text).getByRole('deletion')).toHaveTextContent('removed: 500 end of removed text');
    expect(within(text).getByRole('insertion')).toHaveTextContent('added: 700 end of added text');
    expect(text).toHaveTextContent('{modificationFee} = ₦');
    expect(text).not.toHaveTextContent('"kind"');
  });

  it('says when a version was published without a second editor’s review, and why', async () => {
    await openHistory(
      seedHistory([
        { title: 'NIN guide', content: '{}' },
        {
          title: 'NIN guide',
          content: '{}',
          event: 'published',
          withoutReview: 'NIMC changed the fee today.',
        },
      ]),
    );
    const [newest, oldest] = versions();
    expect(newest).toHaveTextContent(
      'Published without review by a second editor. Reason: NIMC changed the fee today.',
    );
    expect(oldest).not.toHaveTextContent('without review');
  });
});
