import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { guideFromContent } from '@/features/guides/guideFromContent';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { ninGuideMessages } from '@/features/guides/ninGuideMessages';
import { NIN_TRANSLATIONS } from '@/features/guides/ninTranslations';
import { NIN_ENGLISH_STRINGS } from '@/features/guides/ninTranslationStrings';
import yoGuideChrome from '@/features/guides/messages.yo';
import yoTranslationChecked from '@/features/guides/translationCheckedMessages.yo';
import { GuidePage } from '@/compose/GuidePage';
import {
  englishFingerprint,
  outdatedStrings,
  translationStatusOf,
  type GuideContent,
} from '@/shared/api/guideContent';
import { parseGuideContent } from '@/shared/api/guideSchema';
import { loadLocale } from '@/shared/i18n/translate';
import { renderWithProviders } from '../../utils/renderWithProviders';

beforeAll(() => loadLocale('yo'));

describe('translation status (issue 27)', () => {
  it('each translation of the NIN guide was made from today’s English: change the English, and this fails until each language is checked again', () => {
    const current = englishFingerprint(ninGuideMessages.en);
    for (const [locale, record] of Object.entries(NIN_TRANSLATIONS))
      expect(record.english, `${locale} was made from other English`).toBe(current);
  });

  it('each text of the NIN guide’s translations was made from today’s English: this names each text whose English changed', async () => {
    const content = await ninGuideContent();
    for (const locale of ['pcm', 'yo', 'ha', 'ig'] as const)
      expect(
        outdatedStrings(content, ninGuideMessages.en, locale),
        `${locale}: the English of these texts changed since they were translated (ninTranslationStrings.ts)`,
      ).toEqual([]);
    // The table of each text's fingerprint names only the guide's texts: the database would refuse others.
    expect(Object.keys(NIN_ENGLISH_STRINGS).sort()).toEqual(Object.keys(ninGuideMessages.en).sort());
    expect(parseGuideContent(JSON.stringify(content)).ok).toBe(true);
  });

  it('names the text whose English changed, in the guide’s content', async () => {
    const content = await ninGuideContent();
    content.texts.en['overview.glance.costValue'] = 'Free the first time, from 2027 too';
    expect(translationStatusOf(content, content.texts.en, 'yo')).toMatchObject({
      outdated: true,
      outdatedKeys: ['overview.glance.costValue'],
    });
  });

  it('marks a translation out of date when its English changes', () => {
    const english = { ...ninGuideMessages.en };
    expect(translationStatusOf({ translations: NIN_TRANSLATIONS }, english, 'yo').outdated).toBe(false);
    english['overview.glance.costValue'] = 'Free the first time, from 2027 too';
    expect(translationStatusOf({ translations: NIN_TRANSLATIONS }, english, 'yo').outdated).toBe(true);
    // A language with no record is not "out of date": it reads as machine-assisted.
    expect(translationStatusOf({}, english, 'yo')).toEqual({
      record: undefined,
      outdated: false,
      outdatedKeys: [],
    });
  });

  it('is part of a guide’s content, checked like the rest', async () => {
    const content = await ninGuideContent();
    expect(content.translations?.yo?.state).toBe('machine');
    const wrong = {
      ...content,
      translations: { yo: { state: 'perfect', checkedOn: '2026-11-26', english: 'x' } },
    };
    const parsed = parseGuideContent(JSON.stringify(wrong));
    expect(parsed.ok).toBe(false);
  });

  const render = (content: GuideContent) =>
    renderWithProviders(<GuidePage guide={guideFromContent('nin', content)} path="/documents/nin" />, {
      path: '/documents/nin',
      preloadedState: { i18n: { locale: 'yo', preferred: null } },
    });

  it('a translated guide page says English is authoritative, that it is machine-assisted, and when it was checked', async () => {
    render(await ninGuideContent());
    expect(
      await screen.findByText(yoTranslationChecked['translation.machine'], { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(/26 Oṣù Kọkànlá 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: yoGuideChrome['translation.readEnglish'] })).toHaveAttribute(
      'href',
      '/documents/nin',
    );
    expect(screen.queryByText(yoGuideChrome['translation.outdated'])).toBeNull();
  });

  it('after the English changed, the page says the translation is being updated; once reviewed, who reviewed it', async () => {
    const content = await ninGuideContent();
    content.texts.en['overview.glance.costValue'] = 'Free the first time, from 2027 too';
    const { unmount } = render(content);
    expect(await screen.findByText(yoGuideChrome['translation.outdated'])).toBeInTheDocument();
    unmount();
    const reviewed = await ninGuideContent();
    reviewed.translations!.yo = {
      state: 'reviewed',
      reviewer: 'Adébáyọ̀ Ọlábísí',
      checkedOn: '2026-12-02',
      english: englishFingerprint(reviewed.texts.en),
    };
    render(reviewed);
    expect(await screen.findByText(/Adébáyọ̀ Ọlábísí/)).toBeInTheDocument();
    expect(screen.queryByText(yoTranslationChecked['translation.machine'], { exact: false })).toBeNull();
  });
});
