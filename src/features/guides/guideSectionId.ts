/**
 * The element id of a guide section's heading ("nin-requirements-child"), from its heading's catalogue
 * key: a search result links to it (`?tab=requirements#nin-requirements-child`), so the id is the same
 * in every language and never collides with a tab's name (`#faqs` opens the FAQs tab).
 */
export function guideSectionId(guideId: string, headingKey: string): string {
  return `${guideId}-${headingKey.replace(/\.heading$/, '').replace(/\./g, '-')}`;
}
