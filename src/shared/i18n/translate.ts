/** The five languages the portal is written for; English is complete and is every other's fallback. */
export const LOCALES = ['en', 'pcm', 'yo', 'ha', 'ig'] as const;
export type Locale = (typeof LOCALES)[number];
export type Translated = Exclude<Locale, 'en'>;

export type Vars = Record<string, string | number>;

/**
 * A translation module's default export: exactly the keys of its English catalogue, in one language, so a
 * missing, extra or misspelt key fails `npm run typecheck`. The module names the catalogue's key type,
 * which its English file takes from its `const en` rather than from the catalogue: the catalogue's type
 * depends on its translation modules (it imports them), so a key type taken from it would depend on itself.
 * tests/shared/i18n/catalogues.test.ts checks what a type cannot: no empty text, the same placeholders, no
 * retyped figure.
 */
export type Translation<K extends string> = Record<K, string>;

type Loader<K extends string> = () => Promise<{ default: Translation<K> }>;

/**
 * A feature's strings. English is inline, so the pages' first load needs nothing else; each other
 * language is its own module (`messages.yo.ts` beside `messages.ts`), downloaded only when a visitor
 * chooses that language.
 */
export interface Catalogue<K extends string> {
  en: Record<K, string>;
  /** The translations downloaded so far. */
  loaded: Partial<Record<Translated, Record<K, string>>>;
  /** Downloads `locale`'s translation (once); resolves when it is usable. */
  load(locale: Locale): Promise<void>;
  /** Every translation, downloaded: for the completeness tests. */
  loaders: Record<Translated, Loader<K>>;
}

/** Every catalogue the running page has imported, so a language switch downloads them all at once. */
const catalogues = new Set<Catalogue<string>>();
const subscribers = new Set<() => void>();
let version = 0;
/** The language the page is in or moving to: a catalogue imported later starts downloading it at once. */
let activeLocale: Locale = 'en';

function changed() {
  version += 1;
  for (const notify of subscribers) notify();
}

/** Declares a feature catalogue; the English keys become the type of every lookup. */
export function defineMessages<K extends string>(
  catalogue: { en: Record<K, string> },
  loaders: Record<Translated, Loader<NoInfer<K>>>,
): Catalogue<K> {
  const pending = new Map<Translated, Promise<void>>();
  const messages: Catalogue<K> = {
    en: catalogue.en,
    loaded: {},
    loaders,
    load(locale) {
      if (locale === 'en' || messages.loaded[locale]) return Promise.resolve();
      let request = pending.get(locale);
      if (!request) {
        request = loaders[locale]().then(
          (module) => {
            messages.loaded[locale] = module.default;
            changed();
          },
          (error: unknown) => {
            pending.delete(locale); // a failed download (offline) may be tried again
            throw error;
          },
        );
        pending.set(locale, request);
      }
      return request;
    },
  };
  catalogues.add(messages);
  if (activeLocale !== 'en') void messages.load(activeLocale).catch(() => {});
  return messages;
}

/**
 * Downloads `locale` for every catalogue the page has imported. The interface switches only once this
 * resolves, so a page never shows half its text in one language and half in another.
 */
export function loadLocale(locale: Locale): Promise<void> {
  activeLocale = locale;
  return Promise.all([...catalogues].map((catalogue) => catalogue.load(locale))).then(() => undefined);
}

/**
 * Resolves with `loaded` (a module just downloaded) once its catalogues have the page's language, so a
 * part that arrives later renders in that language at once — and hydrates the server's HTML, which was
 * written in it. Offline, the part renders in English rather than not at all.
 */
export function whenTranslated<T>(loaded: T): Promise<T> {
  return loadLocale(activeLocale).then(
    () => loaded,
    () => loaded,
  );
}

/** True while some catalogue the page has imported lacks `locale` (one imported since it was loaded). */
export function localeMissing(locale: Locale): boolean {
  return locale !== 'en' && [...catalogues].some((catalogue) => !catalogue.loaded[locale]);
}

/** For useSyncExternalStore: re-render when a translation arrives. */
export function subscribeToCatalogues(notify: () => void): () => void {
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}
export const cataloguesVersion = () => version;

/** Looks a key up in the chosen language (falling back to English) and fills `{name}` placeholders. */
export function translate<K extends string>(
  catalogue: Catalogue<K>,
  locale: Locale,
  key: K,
  vars?: Vars,
): string {
  const localised = locale === 'en' ? undefined : catalogue.loaded[locale]?.[key];
  const template = localised || catalogue.en[key];
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}
