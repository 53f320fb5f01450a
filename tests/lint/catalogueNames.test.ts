import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * One pattern for the translation catalogues (CONTRIBUTING.md, "Words: the catalogues"):
 * - a folder's words are in its `messages.ts`, exporting `<folder>Messages`, after the folder's path below
 *   its layer (src/features/toasts/messages.ts: toastsMessages; src/features/content/guide/messages.ts:
 *   contentGuideMessages);
 * - the words of one part that loads on its own (or, in src/shared/, of one concern) are in
 *   `<part>Messages.ts`, exporting `<part>Messages`, after the file (footerMessages.ts: footerMessages);
 * - with the catalogue, its key type `<Name>MessageKey` (FooterMessageKey), and nothing else named
 *   `…Messages`;
 * - each translation beside it, `<file>.<locale>.ts`, typed `Translation<<Name>MessageKey>` with the key
 *   type imported from its English file: with that type, a missing, extra or misspelt key fails
 *   `npm run typecheck` (src/shared/i18n/translate.ts), so this test checks the type is there.
 * A catalogue under any other name (`defineMessages` in a file not so named) and a translation file
 * without its catalogue are errors too.
 */

const SRC = resolve(process.cwd(), 'src');
const TRANSLATED = ['pcm', 'yo', 'ha', 'ig'] as const;
const CATALOGUE_FILE = /(?:^|\/)(messages|[a-z][A-Za-z0-9]*Messages)\.ts$/;
const TRANSLATION_FILE = /\.(pcm|yo|ha|ig)\.tsx?$/;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The name a catalogue file's export must have, or undefined if the file cannot hold one. */
function catalogueName(path: string): string | undefined {
  const parts = path.split('/');
  const file = parts.at(-1) ?? '';
  if (file !== 'messages.ts') return CATALOGUE_FILE.test(file) ? file.slice(0, -'.ts'.length) : undefined;
  // The folder's path below its layer: src/features/content/guide → content, guide.
  const folders = parts.slice(2, -1);
  if (parts[0] !== 'src' || folders.length === 0) return undefined;
  const [first = '', ...rest] = folders;
  return `${first}${rest.map(capitalised).join('')}Messages`;
}

/** What breaks the pattern in these files (paths relative to the project, `src/…`; their text). */
function catalogueProblems(files: Record<string, string>): string[] {
  const problems: string[] = [];
  const catalogueFiles = Object.keys(files).filter((path) => CATALOGUE_FILE.test(path));
  for (const path of catalogueFiles) {
    const text = files[path] ?? '';
    const name = catalogueName(path);
    if (name === undefined) {
      problems.push(`${path}: a messages.ts belongs in a folder below src/<layer>/`);
      continue;
    }
    const key = `${capitalised(name.slice(0, -'Messages'.length))}MessageKey`;
    const exported = [...text.matchAll(/^export const (\w+)/gm)].map((m) => m[1] ?? '');
    const catalogues = [...text.matchAll(/^export const (\w+) = defineMessages\(/gm)].map((m) => m[1]);
    const misnamed = exported.filter((n) => n !== name && (/Messages$/.test(n) || catalogues.includes(n)));
    for (const other of misnamed) problems.push(`${path}: exports ${other}, not ${name}`);
    if (!exported.includes(name) && misnamed.length === 0) problems.push(`${path}: does not export ${name}`);
    const keyTypes = [...text.matchAll(/^export type (\w+Key) = /gm)].map((m) => m[1] ?? '');
    const misnamedKeys = keyTypes.filter((type) => type !== key);
    for (const type of misnamedKeys) problems.push(`${path}: exports the key type ${type}, not ${key}`);
    if (!keyTypes.includes(key) && misnamedKeys.length === 0)
      problems.push(`${path}: does not export its key type ${key}`);
    if (catalogues.length === 0) continue; // buildMessages.ts: words only the build writes, every language inline
    const base = path.slice(0, -'.ts'.length);
    const own = base.split('/').at(-1) ?? '';
    for (const locale of TRANSLATED) {
      const translationPath = `${base}.${locale}.ts`;
      const translation = files[translationPath];
      if (!text.includes(`${locale}: () => import('./${own}.${locale}')`))
        problems.push(`${path}: does not load ./${own}.${locale}`);
      if (translation === undefined) {
        problems.push(`${path}: no ${translationPath}`);
        continue;
      }
      const typed =
        translation.includes(`import type { ${key} } from './${own}';`) &&
        translation.includes(`const translation: Translation<${key}> = {`) &&
        /^export default translation;$/m.test(translation);
      if (!typed)
        problems.push(
          `${translationPath}: not \`const translation: Translation<${key}>\` with ${key} from './${own}'`,
        );
    }
  }
  for (const [path, text] of Object.entries(files)) {
    if (!CATALOGUE_FILE.test(path) && /^export const \w+ = defineMessages\(/m.test(text))
      problems.push(`${path}: a catalogue in a file not named messages.ts or <part>Messages.ts`);
    const match = TRANSLATION_FILE.exec(path);
    if (match && !catalogueFiles.includes(`${path.slice(0, match.index)}.ts`))
      problems.push(`${path}: a translation without its catalogue`);
    const file = path.split('/').at(-1) ?? '';
    if (/messages/i.test(file) && !CATALOGUE_FILE.test(path) && !match)
      problems.push(`${path}: named like a catalogue, but not messages.ts or <part>Messages.ts`);
  }
  return problems.sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A catalogue that follows the pattern, with its four translations. */
function goodCatalogue(path: string, name: string, key: string): Record<string, string> {
  const own = (path.split('/').at(-1) ?? '').slice(0, -'.ts'.length);
  const base = path.slice(0, -'.ts'.length);
  const loaders = TRANSLATED.map((locale) => `    ${locale}: () => import('./${own}.${locale}'),`).join('\n');
  const files: Record<string, string> = {
    [path]: [
      "import { defineMessages } from '@/shared/i18n/translate';",
      "const en = { 'a.b': 'Text' };",
      `export type ${key} = keyof typeof en;`,
      `export const ${name} = defineMessages(`,
      '  { en },',
      `  {\n${loaders}\n  },`,
      ');',
    ].join('\n'),
  };
  for (const locale of TRANSLATED)
    files[`${base}.${locale}.ts`] = [
      "import type { Translation } from '@/shared/i18n/translate';",
      `import type { ${key} } from './${own}';`,
      `const translation: Translation<${key}> = { 'a.b': 'Text' };`,
      'export default translation;',
    ].join('\n');
  return files;
}

describe('catalogue names', () => {
  it('names a catalogue after its file, or after its folder for messages.ts', () => {
    expect(catalogueName('src/features/toasts/messages.ts')).toBe('toastsMessages');
    expect(catalogueName('src/features/content/guide/messages.ts')).toBe('contentGuideMessages');
    expect(catalogueName('src/features/navigation/footerMessages.ts')).toBe('footerMessages');
    expect(catalogueName('src/messages.ts')).toBeUndefined();
  });

  it('accepts catalogues that follow the pattern', () => {
    expect(
      catalogueProblems({
        ...goodCatalogue('src/features/toasts/messages.ts', 'toastsMessages', 'ToastsMessageKey'),
        ...goodCatalogue('src/features/navigation/footerMessages.ts', 'footerMessages', 'FooterMessageKey'),
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'a part catalogue not named after its file',
      goodCatalogue('src/features/guides/staffMessages.ts', 'guideStaffMessages', 'GuideStaffMessageKey'),
      'src/features/guides/staffMessages.ts: exports guideStaffMessages, not staffMessages',
    ],
    [
      'a messages.ts not named after its folder',
      goodCatalogue('src/features/toasts/messages.ts', 'toastMessages', 'ToastsMessageKey'),
      'src/features/toasts/messages.ts: exports toastMessages, not toastsMessages',
    ],
    [
      'a key type under another name',
      goodCatalogue('src/features/guides/ninGuideMessages.ts', 'ninGuideMessages', 'NinGuideKey'),
      'src/features/guides/ninGuideMessages.ts: exports the key type NinGuideKey, not NinGuideMessageKey',
    ],
    [
      'a translation typed loosely',
      {
        ...goodCatalogue('src/features/home/messages.ts', 'homeMessages', 'HomeMessageKey'),
        'src/features/home/messages.yo.ts':
          "import type { Translation } from '@/shared/i18n/translate';\nconst translation: Translation<string> = {};\nexport default translation;",
      },
      "src/features/home/messages.yo.ts: not `const translation: Translation<HomeMessageKey>` with HomeMessageKey from './messages'",
    ],
    [
      'a catalogue in a file with another name',
      { 'src/features/home/words.ts': 'export const homeWords = defineMessages(\n' },
      'src/features/home/words.ts: a catalogue in a file not named messages.ts or <part>Messages.ts',
    ],
    [
      'a translation without its catalogue',
      { 'src/features/home/words.yo.ts': 'export default {};' },
      'src/features/home/words.yo.ts: a translation without its catalogue',
    ],
    [
      'a file named like a catalogue that is not one',
      { 'src/features/home/HomeMessages.ts': 'export const homeMessages = {};' },
      'src/features/home/HomeMessages.ts: named like a catalogue, but not messages.ts or <part>Messages.ts',
    ],
  ])('finds %s', (_, files, problem) => {
    expect(catalogueProblems(files)).toContain(problem);
  });

  it('every catalogue in src/ follows the pattern', () => {
    const files = Object.fromEntries(
      sourceFiles(SRC).map((path) => [relative(process.cwd(), path), readFileSync(path, 'utf8')]),
    );
    expect(Object.keys(files).filter((path) => CATALOGUE_FILE.test(path)).length).toBeGreaterThan(30);
    expect(catalogueProblems(files)).toEqual([]);
  });
});
