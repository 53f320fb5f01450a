import { describe, expect, it } from 'vitest';
import type { GuideBlock } from '@/features/guides/guideTypes';
import { ninGuide } from '@/features/guides/ninGuide';
import type { NinGuideMessageKey } from '@/features/guides/ninGuideMessages';

function blockKeys(block: GuideBlock<NinGuideMessageKey>): NinGuideMessageKey[] {
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
    const used = new Set<NinGuideMessageKey>([
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

  it('fills every placeholder in its text: with a figure, or a code to dial that the block carries', () => {
    const figures = Object.keys(ninGuide.figures?.('en') ?? {});
    const blocks = ninGuide.tabs.flatMap((tab) => tab.sections.flatMap((section) => section.blocks));
    for (const block of blocks) {
      const known = [...figures, ...Object.keys(block.dial ?? {})];
      for (const key of blockKeys(block)) {
        const names = [...ninGuide.messages.en[key].matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
        for (const name of names) expect(known, `${key}: {${name}}`).toContain(name);
      }
    }
  });

  it('only dials complete codes: digits, * and # and nothing else', () => {
    const codes = ninGuide.tabs.flatMap((tab) =>
      tab.sections.flatMap((section) => section.blocks.flatMap((block) => Object.values(block.dial ?? {}))),
    );
    expect(codes).toContain('*346#');
    for (const code of codes) expect(code).toMatch(/^\*[\d*]+#$/);
  });

  it('marks the "what to bring" lists, and only those, as checklists for print', () => {
    const checklists = ninGuide.tabs.flatMap((tab) =>
      tab.sections
        .filter((section) => section.blocks.some((block) => block.kind === 'list' && block.checklist))
        .map((section) => `${tab.id}: ${section.heading}`),
    );
    expect(checklists).toEqual([
      'requirements: requirements.adult.heading',
      'requirements: requirements.child.heading',
    ]);
  });
});
