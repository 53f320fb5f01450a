import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import type { ContentItem } from '@/shared/api/content';
import {
  englishFingerprint,
  englishStrings,
  textFingerprint,
  type GuideContent,
} from '@/shared/api/guideContent';
import { formatCalendarDate } from '@/shared/i18n/formatDates';
import { lagosDay } from '@/shared/lib/lagosTime';
import type { Role } from '@/shared/api/accounts';
import { staffSession } from '../../utils/accountsFake';
import {
  changeElsewhere,
  contentReceived,
  seedContentItem,
  storedContentItem,
} from '../../utils/contentFake';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { openEditor } from './contentScreen';

const SLOW = { timeout: 10_000 };

let nin: GuideContent;
beforeAll(async () => {
  nin = await ninGuideContent();
});

/** The NIN guide as a stored item, with `edit` made to its content first. */
function seedGuide(edit: (guide: GuideContent) => void = () => {}, fields: Partial<ContentItem> = {}) {
  const guide = structuredClone(nin);
  edit(guide);
  return seedContentItem({
    kind: 'guide',
    title: 'NIN guide',
    slug: 'nin',
    status: 'published',
    content: JSON.stringify(guide),
    ...fields,
  });
}

async function openGuide(role: Role = 'editor') {
  const view = renderWithProviders('/admin?tab=content', {
    preloadedState: { session: staffSession(role) },
  });
  await screen.findByRole('heading', { level: 2, name: 'Content Management' }, SLOW);
  const editor = await openEditor(view.user, 'NIN guide');
  return { ...view, editor };
}

const storedGuide = (id: string) => JSON.parse(storedContentItem(id)!.content) as GuideContent;

// The editor of a whole guide is a long form: typing into it takes a few seconds on a busy machine.
describe('the guide editor', { timeout: 20_000 }, () => {
  it('edits a fee and records the check, and the guide is saved with them', async () => {
    const item = seedGuide();
    const { user, editor } = await openGuide();
    expect(editor.getByText('/documents/nin', { exact: false })).toBeInTheDocument();
    // A guide's working copy is previewed as an article's is: its page, from the server.
    expect(editor.getByRole('link', { name: /Preview/ })).toHaveAttribute(
      'href',
      `/preview/articles/${encodeURIComponent(item.id)}`,
    );
    expect(editor.getByRole('button', { name: 'Share a preview link' })).toBeInTheDocument();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Facts and figures');

    const fees = within(editor.getByRole('group', { name: 'Card and modification fees' }));
    const fee = fees.getByLabelText('Amount of modificationFee, in naira');
    expect(fee).toHaveValue(500);
    await user.clear(fee);
    await user.type(fee, '700');
    await user.click(fees.getByRole('button', { name: 'I checked this today (Card and modification fees)' }));
    expect(fees.getByLabelText('Last checked on')).toHaveValue(lagosDay(new Date()));
    await user.click(editor.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('button', { name: 'Edit NIN guide' }, SLOW);
    const saved = storedGuide(item.id);
    expect(saved.figures.modificationFee).toEqual({ kind: 'naira', value: 700 });
    expect(saved.facts.find((fact) => fact.id === 'fees')).toMatchObject({
      lastChecked: lagosDay(new Date()),
    });
    // Nothing else changed.
    expect({ ...saved, figures: nin.figures, facts: nin.facts }).toEqual(nin);
  });

  it('edits a translation beside its English, and an emptied one falls back to English', async () => {
    const item = seedGuide();
    const { user, editor } = await openGuide();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Tab: Overview');
    await user.selectOptions(editor.getByLabelText('Language you are editing'), 'Hausa');

    const section = within(editor.getByRole('group', { name: 'Section 1: What is the NIN?' }));
    const heading = section.getByLabelText('Heading');
    expect(heading).toHaveValue(nin.texts.ha!['overview.what.heading']);
    expect(heading).toHaveAccessibleDescription('English: What is the NIN?');
    await user.clear(heading);
    expect(heading).toHaveAccessibleDescription(
      'English: What is the NIN? Left empty, this text reads in English.',
    );
    const paragraph = section.getByLabelText('Paragraph 1');
    await user.clear(paragraph);
    await user.type(paragraph, 'Sabon bayani.');
    await user.click(editor.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('button', { name: 'Edit NIN guide' }, SLOW);
    const saved = storedGuide(item.id);
    expect(saved.texts.ha).not.toHaveProperty(['overview.what.heading']);
    expect(saved.texts.ha!['overview.what.p1']).toBe('Sabon bayani.');
    expect(saved.texts.en).toEqual(nin.texts.en);
  });

  it('shows where a translation stands, flags it out of date when the English changed, and records a review (issue 27)', async () => {
    const item = seedGuide((guide) => {
      guide.texts.en['overview.what.p2'] = 'Your NIN stays the same for life.';
    });
    const { user, editor } = await openGuide();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Tab: Overview');
    await user.selectOptions(editor.getByLabelText('Language you are editing'), 'Yorùbá');
    expect(
      editor.getByText(
        'This translation: machine-assisted, not reviewed by a native speaker. Last checked 26 November 2026.',
      ),
    ).toBeInTheDocument();
    expect(editor.getByText(/^Out of date: the English has changed/)).toBeInTheDocument();

    await user.click(editor.getByRole('button', { name: 'Mark as reviewed today' }));
    expect(editor.getByText('Enter the name of the native speaker who reviewed it.')).toBeInTheDocument();
    await user.type(editor.getByLabelText('Native speaker who reviewed it'), 'Adébáyọ̀ Ọlábísí');
    await user.click(editor.getByRole('button', { name: 'Mark as reviewed today' }));
    expect(editor.queryByText(/^Out of date/)).toBeNull();
    await user.click(editor.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('button', { name: 'Edit NIN guide' }, SLOW);
    const saved = storedGuide(item.id);
    expect(saved.translations?.yo).toEqual({
      state: 'reviewed',
      reviewer: 'Adébáyọ̀ Ọlábísí',
      checkedOn: lagosDay(new Date()),
      english: englishFingerprint(saved.texts.en),
      strings: englishStrings(saved.texts.en),
    });
    // The other languages keep their records, still made from the older English.
    expect(saved.translations?.ha).toEqual(nin.translations?.ha);
  });

  it('flags in Yorùbá exactly the text whose English was edited, and records that one text checked (issue 27)', async () => {
    const item = seedGuide();
    const { user, editor } = await openGuide();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Tab: Overview');
    const english = within(editor.getByRole('group', { name: 'Section 1: What is the NIN?' }));
    const p2 = english.getByLabelText('Paragraph 2');
    await user.clear(p2);
    await user.type(p2, 'Your NIN stays the same for life.');

    await user.selectOptions(editor.getByLabelText('Language you are editing'), 'Yorùbá');
    expect(editor.getByText(/^Out of date: the English has changed/)).toBeInTheDocument();
    expect(
      editor.getByText(/^Texts whose English changed since this translation was checked: 1\./),
    ).toBeInTheDocument();
    const section = within(editor.getByRole('group', { name: 'Section 1: What is the NIN?' }));
    const flagged = section.getByLabelText('Paragraph 2');
    expect(flagged).toHaveAccessibleDescription(
      'English: Your NIN stays the same for life. The English changed since this was translated.',
    );
    // Only that text, of all the part's texts.
    expect(editor.getAllByText('The English changed since this was translated.')).toHaveLength(1);
    expect(section.getByLabelText('Paragraph 1')).toHaveAccessibleDescription(
      `English: ${nin.texts.en['overview.what.p1']}`,
    );

    // Checked by whom? The name in the status box, which the field asks for.
    const check = section.getByRole('button', { name: 'Mark this text checked (Paragraph 2)' });
    await user.click(check);
    expect(check).toHaveAccessibleDescription(
      'Enter the name of the native speaker who checked it in “Native speaker who reviewed it”, above.',
    );
    await user.type(editor.getByLabelText('Native speaker who reviewed it'), 'Adébáyọ̀ Ọlábísí');
    await user.click(check);
    expect(section.queryByRole('button', { name: /^Mark this text checked/ })).toBeNull();
    expect(flagged).toHaveFocus();
    expect(flagged).toHaveAccessibleDescription('English: Your NIN stays the same for life.');
    expect(editor.queryByText(/^Out of date/)).toBeNull();
    expect(
      section.getByText(
        `Checked on its own by Adébáyọ̀ Ọlábísí on ${formatCalendarDate(lagosDay(new Date()), 'en')}.`,
      ),
    ).toBeInTheDocument();
    // The whole translation is still as it was: machine-assisted.
    expect(editor.getByText(/^This translation: machine-assisted/)).toBeInTheDocument();
    await user.click(editor.getByRole('button', { name: 'Save changes' }));

    await screen.findByRole('button', { name: 'Edit NIN guide' }, SLOW);
    const saved = storedGuide(item.id);
    expect(saved.translations?.yo).toEqual({
      ...nin.translations!.yo,
      strings: {
        ...nin.translations!.yo!.strings,
        'overview.what.p2': textFingerprint('Your NIN stays the same for life.'),
      },
      rechecked: { 'overview.what.p2': { reviewer: 'Adébáyọ̀ Ọlábísí', checkedOn: lagosDay(new Date()) } },
    });
    // Hausa was made from the older English: still out of date, at that text.
    expect(saved.translations?.ha).toEqual(nin.translations?.ha);
  });

  it('says which facts are due for checking, and refuses a guide that does not check before sending it', async () => {
    const item = seedGuide((guide) => {
      guide.facts[0] = { ...guide.facts[0]!, lastChecked: '2025-01-01', checkBy: '2025-07-01' };
    });
    const { user, editor } = await openGuide();
    expect(
      editor.getByRole('heading', { name: 'Facts of this guide due for checking: 1' }),
    ).toBeInTheDocument();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Facts and figures');
    const due = editor.getByRole('group', { name: 'The NIN has 11 digits' });
    expect(due).toHaveAccessibleDescription('Due for checking since 1 July 2025');

    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Title and agency');
    const intro = editor.getByLabelText('Introduction');
    await user.clear(intro);
    await user.type(intro, 'Pay {{bribe} first.');
    await user.click(editor.getByRole('button', { name: 'Save changes' }));
    expect(
      await editor.findByText(
        'Title and agency › Introduction, English: names {bribe}, which is not a figure or a dial code.',
      ),
    ).toBeInTheDocument();
    // Nothing was sent, and what was typed is still there.
    expect(storedGuide(item.id)).toEqual(JSON.parse(item.content));
    expect(intro).toHaveValue('Pay {bribe} first.');
  });

  it('lets an admin publish a guide without review, with the reason required, now and not at a time', async () => {
    const item = seedGuide(undefined, { hasUnpublishedChanges: true });
    const { user, editor } = await openGuide('admin');
    await user.click(editor.getByRole('button', { name: 'Publish…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish “NIN guide”' }));
    await user.click(dialog.getByLabelText('Minor fix (typo, formatting)'));
    await user.click(dialog.getByLabelText('Publish without a second editor’s review'));
    // It goes out now: no time to choose.
    expect(dialog.queryByLabelText('Schedule')).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    const reason = dialog.getByLabelText('Why this cannot wait for a second editor');
    expect(reason).toHaveAccessibleDescription(
      'Write why this guide goes out without a second editor’s review. It is kept in the history and the audit log. Kept in the guide’s history and the audit log. It goes out now.',
    );
    expect(contentReceived.writes).toEqual([]);

    await user.type(reason, 'NIMC changed the fee today.');
    await user.click(dialog.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Now public')).toBeInTheDocument();
    expect(contentReceived.writes.at(-1)).toMatchObject({
      path: `/api/content/${item.id}/publish`,
      body: { change: 'minor', withoutReview: 'NIMC changed the fee today.' },
    });
    expect(screen.getByRole('link', { name: /View the page/ })).toHaveAttribute('href', '/documents/nin');
  });

  it('does not offer an editor publishing without review', async () => {
    seedGuide(undefined, { hasUnpublishedChanges: true });
    const { user, editor } = await openGuide('editor');
    await user.click(editor.getByRole('button', { name: 'Publish…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Publish “NIN guide”' }));
    expect(dialog.queryByLabelText('Publish without a second editor’s review')).toBeNull();
  });

  it('shows a conflict on a guide as the lines that differ, not as two whole guides', async () => {
    const item = seedGuide();
    const { user, editor } = await openGuide();
    await user.selectOptions(editor.getByLabelText('Part of the guide'), 'Facts and figures');
    changeElsewhere(item.id, {
      content: JSON.stringify({
        ...nin,
        figures: { ...nin.figures, modificationFee: { kind: 'naira', value: 800 } },
      }),
    });
    const fee = editor.getByLabelText('Amount of modificationFee, in naira');
    await user.clear(fee);
    await user.type(fee, '700');
    await user.click(editor.getByRole('button', { name: 'Save changes' }));

    const problem = within(
      await screen.findByRole(
        'region',
        {
          name: '“NIN guide” was changed by someone else before your change reached the server.',
        },
        SLOW,
      ),
    );
    const row = within(problem.getByRole('rowheader', { name: /^Content/ }).closest('tr')!);
    const [mine, theirs] = row.getAllByRole('cell');
    expect(mine).toHaveTextContent(/^\{modificationFee\} = ₦700$/);
    expect(theirs).toHaveTextContent(/^\{modificationFee\} = ₦800$/);
  });
});
