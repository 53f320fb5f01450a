/** The five languages the portal is written for. Only English has a catalogue so far. */
export const LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A feature's strings: English is complete and is the fallback; every other language may be partial.
 * Keeping one catalogue per feature keeps admin strings out of the public pages' download.
 */
export type Catalogue<K extends string> = { en: Record<K, string> } & Partial<
  Record<Exclude<Locale, 'en'>, Partial<Record<K, string>>>
>;

export type Vars = Record<string, string | number>;

/** Declares a feature catalogue; the English keys become the type of every lookup. */
export function defineMessages<K extends string>(catalogue: Catalogue<K>): Catalogue<K> {
  return catalogue;
}

/** Looks a key up in the chosen language (falling back to English) and fills `{name}` placeholders. */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
  key: K,
  vars?: Vars,
): string {
  const localised = locale === 'en' ? undefined : catalogue[locale]?.[key];
  const template = localised ?? catalogue.en[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
