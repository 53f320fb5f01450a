import type { ContentCategory } from '@/shared/api/contentCategories';

/*
 * What the content generator's machine asks for and holds: a request and the draft made from it. The
 * machine owns these types; the templates that fill a draft (features/generator/draftTemplates.ts) and
 * the screens that show one import them from here, so no machine looks up into a feature.
 */

/** SPEC §9: the kinds of random fact a draft carries. */
export type FactKind = 'time' | 'fee' | 'number' | 'years' | 'percentage';

export interface DraftRequest {
  topic: string;
  category: ContentCategory;
  seed: number;
}

export interface GeneratedFact {
  kind: FactKind;
  value: number;
  /** The figure exactly as the text writes it ("₦5,600", "85%"): the preview marks it as a sample. */
  figure: string;
  text: string;
}

export interface GeneratedDraft {
  seed: number;
  title: string;
  category: ContentCategory;
  /** SPEC §4: the generator's raw output is always a draft. */
  status: 'draft';
  facts: GeneratedFact[];
  paragraphs: string[];
}
