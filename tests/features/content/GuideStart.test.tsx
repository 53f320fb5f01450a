import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GuideContent } from '@/shared/api/guideContent';
import { checkedOn } from '@/features/content/guide/guideEditing';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { lagosDay } from '@/shared/lib/lagosTime';
import { staffSession } from '../../utils/accountsFake';
import { storedContentItems } from '../../utils/contentFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

const SLOW = { timeout: 10_000 };

async function openStart() {
  const view = renderWithProviders('/admin?tab=content', {
    preloadedState: { session: staffSession('writer') },
  });
  const heading = await screen.findByRole('heading', { name: 'Start a guide to a document' }, SLOW);
  return { ...view, card: within(heading.closest('section')!) };
}

describe('starting a guide in the admin', { timeout: 30_000 }, () => {
  it('starts the passport guide from the catalogue, in every language it has, and saves it as a draft', async () => {
    const { user, card } = await openStart();
    // Only documents still "coming soon" are offered: the NIN guide is written.
    const documents = card.getByLabelText('Document');
    expect(within(documents).queryByRole('option', { name: 'NIN' })).toBeNull();
    await user.selectOptions(documents, 'Passport');
    await user.click(card.getByRole('button', { name: 'Start the guide' }));

    expect(await card.findByLabelText('Title', {}, SLOW)).toHaveValue('Passport');
    expect(card.getByText('/documents/passport', { exact: false })).toBeInTheDocument();
    expect(card.getByLabelText('Page heading')).toHaveValue('Passport');
    expect(card.getByLabelText('Agency’s short name')).toHaveValue('NIS');
    expect(card.getByLabelText('Agency’s website')).toHaveValue('https://immigration.gov.ng');
    // The catalogue's Yorùbá is there already.
    await user.selectOptions(card.getByLabelText('Language you are editing'), 'Yorùbá');
    expect(card.getByLabelText('Page heading')).not.toHaveValue('');
    await user.selectOptions(card.getByLabelText('Language you are editing'), 'English');

    // A second section on the Overview tab: a heading, a paragraph and a list of two items.
    await user.selectOptions(card.getByLabelText('Part of the guide'), 'Tab: Overview');
    await user.click(card.getByRole('button', { name: 'Add a section to this tab' }));
    const section = within(card.getByRole('group', { name: /^Section 2/ }));
    expect(section.getByLabelText('Heading')).toHaveFocus();
    await user.type(section.getByLabelText('Heading'), 'Who needs one');
    await user.type(section.getByLabelText('Paragraph 1'), 'Anyone travelling abroad.');
    await user.selectOptions(section.getByLabelText('Add to section 2'), 'A list');
    await user.click(section.getByRole('button', { name: 'Add' }));
    expect(section.getByLabelText('List item 1')).toHaveFocus();
    await user.type(section.getByLabelText('List item 1'), 'Your NIN');
    await user.click(section.getByRole('button', { name: 'Add a list item' }));
    await user.type(section.getByLabelText('List item 2'), 'A birth certificate');
    await user.click(section.getByRole('button', { name: 'Add a list item' }));

    // An item left empty is refused, named, before anything is sent; removed, the guide saves.
    await user.click(card.getByRole('button', { name: 'Add content' }));
    // Named where staff find it, not by its key.
    expect(
      await card.findByText(
        'Tab: Overview › Section 2: Who needs one › List item 3, English: Every text needs words.',
      ),
    ).toBeInTheDocument();
    expect(storedContentItems().filter((item) => item.kind === 'guide')).toHaveLength(0);
    await user.click(section.getByRole('button', { name: 'Remove List item 3' }));
    await user.click(card.getByRole('button', { name: 'Add content' }));

    await screen.findByRole('button', { name: 'Edit Passport' }, SLOW);
    const [saved] = storedContentItems().filter((item) => item.kind === 'guide');
    expect(saved).toMatchObject({ slug: 'passport', status: 'draft', title: 'Passport' });
    const parsed = parseGuideContent(saved!.content);
    expect(parsed.ok).toBe(true);
    const guide = (parsed as { guide: GuideContent }).guide;
    const added = guide.tabs[0]!.sections[1]!;
    const en = (key: string) => guide.texts.en[key];
    expect(en(added.heading)).toBe('Who needs one');
    expect(added.blocks.map((block) => block.kind)).toEqual(['paragraph', 'list']);
    expect(added.blocks[1]).toMatchObject({ kind: 'list' });
    const list = added.blocks[1] as { items: string[] };
    expect(list.items.map(en)).toEqual(['Your NIN', 'A birth certificate']);
    expect(guide.texts.yo?.[guide.title]).toBeTruthy();
    // The form is ready for the next guide.
    expect(card.getByRole('button', { name: 'Start the guide' })).toBeInTheDocument();
  });

  it('adds a tab, and removes it again with its texts', async () => {
    const { user, card } = await openStart();
    await user.click(card.getByRole('button', { name: 'Start the guide' }));
    await card.findByLabelText('Title', {}, SLOW);
    await user.click(card.getByRole('button', { name: 'Add a tab' }));
    expect(card.getByLabelText('Part of the guide')).toHaveDisplayValue('Tab: part-2');
    await user.type(card.getByLabelText('Name of this tab'), 'Requirements');
    expect(card.getByLabelText('Part of the guide')).toHaveDisplayValue('Tab: Requirements');
    await user.click(card.getByRole('button', { name: 'Remove the tab “Requirements”' }));
    expect(
      within(card.getByLabelText('Part of the guide')).queryByRole('option', { name: /Requirements/ }),
    ).toBeNull();
    expect(card.getByLabelText('Part of the guide')).toHaveDisplayValue('Title and agency');
  });

  it('adds a fact with its figure and source, which a text then names in braces', async () => {
    const { user, card } = await openStart();
    await user.selectOptions(card.getByLabelText('Document'), 'Passport');
    await user.click(card.getByRole('button', { name: 'Start the guide' }));
    await card.findByLabelText('Title', {}, SLOW);
    await user.selectOptions(card.getByLabelText('Part of the guide'), 'Facts and figures');
    const adding = within(card.getByRole('group', { name: 'Add a fact' }));
    await user.type(adding.getByLabelText('What the fact is (for staff)'), 'Passport fee, 32 pages');
    await user.type(adding.getByLabelText('Name of its figure in the texts'), 'passport fee');
    await user.click(adding.getByRole('button', { name: 'Add the fact' }));
    expect(adding.getByRole('alert')).toHaveTextContent(/give its figure a name no other figure has/);
    await user.clear(adding.getByLabelText('Name of its figure in the texts'));
    await user.type(adding.getByLabelText('Name of its figure in the texts'), 'passportFee');
    await user.type(
      adding.getByLabelText('Official source (https:// address)'),
      'https://immigration.gov.ng/fees',
    );
    await user.click(adding.getByRole('button', { name: 'Add the fact' }));

    const fact = within(card.getByRole('group', { name: 'Passport fee, 32 pages' }));
    await user.type(fact.getByLabelText('Amount of passportFee, in naira'), '50000');
    expect(fact.getByLabelText('Last checked on')).toHaveValue(lagosDay(new Date()));
    await user.selectOptions(card.getByLabelText('Part of the guide'), 'Tab: Overview');
    const started = card.getByLabelText<HTMLTextAreaElement>('Paragraph 1').value;
    // A figure in a text the translations have too: each must name it as well, and the check says so.
    const paragraph = card.getByLabelText('Paragraph 1');
    await user.type(paragraph, ' It costs {{passportFee}.'); // userEvent reads "{{" as one brace
    await user.click(card.getByRole('button', { name: 'Add content' }));
    expect(
      await card.findByText(
        'Tab: Overview › Section 1: Passport › Paragraph 1, Naijá (Pidgin): must name the same {figures} as its English.',
      ),
    ).toBeInTheDocument();
    // In a paragraph of its own, English only until translated, it saves.
    await user.clear(paragraph);
    await user.type(paragraph, started);
    await user.selectOptions(card.getByLabelText('Add to section 1'), 'A paragraph');
    await user.click(card.getByRole('button', { name: 'Add' }));
    await user.type(card.getByLabelText('Paragraph 2'), 'A 32-page passport costs {{passportFee}.');
    await user.click(card.getByRole('button', { name: 'Add content' }));

    await screen.findByRole('button', { name: 'Edit Passport' }, SLOW);
    const [saved] = storedContentItems().filter((item) => item.kind === 'guide');
    const parsed = parseGuideContent(saved!.content);
    expect(parsed.ok).toBe(true);
    const guide = (parsed as { guide: GuideContent }).guide;
    expect(guide.figures).toEqual({ passportFee: { kind: 'naira', value: 50000 } });
    expect(guide.facts).toEqual([
      {
        id: 'passport-fee',
        label: 'Passport fee, 32 pages',
        figures: ['passportFee'],
        sourceUrl: 'https://immigration.gov.ng/fees',
        ...checkedOn(lagosDay(new Date())),
      },
    ]);
    const added = guide.tabs[0]!.sections[0]!.blocks[1] as { text: string };
    expect(guide.texts.en[added.text]).toBe('A 32-page passport costs {passportFee}.');
    expect(guide.texts.en['overview.about.p1']).toBe(started);
  });
});
