import { describe, expect, it } from 'vitest';
import type { GuideBlock } from '@/features/guides/guideTypes';
import { ninGuide } from '@/features/guides/ninGuide';
import type { NinGuideKey } from '@/features/guides/ninGuideMessages';

function blockKeys(block: GuideBlock<NinGuideKey>): NinGuideKey[] {
  switch (block.kind) {
    case 'paragraph':
    case 'caveat':
      return [block.text];
    case 'list':
    case 'steps':
      return [...block.items];
    case 'facts':
      return block.items.flatMap((item) => [item.term, item.detail]);
    case 'faqs':
      return block.items.flatMap((item) => [item.question, item.answer]);
  }
}

describe('NIN guide data', () => {
  it('has the five tabs of SPEC §2 in order', () => {
    expect(ninGuide.tabs.map((tab) => ninGuide.messages.en[tab.label])).toEqual([
      'Overview',
      'Requirements',
      'Process',
      'Verification',
      'FAQs',
    ]);
  });

  it('uses every string of its catalogue, so no guide text is left orphaned', () => {
    const used = new Set<NinGuideKey>([
      ninGuide.title,
      ninGuide.shortTitle,
      ninGuide.intro,
      ninGuide.source.name,
      ninGuide.source.shortName,
      ...ninGuide.tabs.flatMap((tab) => [
        tab.label,
        ...tab.sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockKeys)]),
      ]),
    ]);
    expect([...used].sort()).toEqual(Object.keys(ninGuide.messages.en).sort());
  });
});
