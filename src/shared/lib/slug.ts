import { SLUG_MAX_LENGTH } from '@/shared/api/content';

/**
 * A readable address from a title: "Ìforúkọsílẹ̀ NIN: what to bring" → "iforukosile-nin-what-to-bring".
 * Accents are dropped (the address stays plain ASCII, easy to type and share), anything else that is
 * not a letter or digit separates words, and it is cut at a word boundary to SLUG_MAX_LENGTH. A title
 * with no Latin letter or digit gives "" (the caller then asks for a slug).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH) break;
    slug = next;
  }
  // One word longer than the limit on its own is cut.
  return slug || (words[0] ?? '').slice(0, SLUG_MAX_LENGTH);
}
