import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = '@typescript-eslint/no-restricted-imports';
let eslint: ESLint;

beforeAll(async () => {
  // Vitest runs from the project root, where eslint.config.js is. The fixtures are no files of the
  // project, which TypeScript's project service cannot type: these rules need no types, so none are read.
  eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  // The first lint reads the browsers' compatibility data (eslint-plugin-compat): done once, here.
  await eslint.lintText('', { filePath: 'src/Warm.ts' });
}, 60_000);

/** The layer errors ESLint reports for `code` as if it were the file at `filePath` (nothing is written). */
async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

// Fixtures: one deliberate breach of each rule. If a rule went dead (a typo in a glob, a rule switched
// off), its fixture would lint clean and this test would fail.
describe('the layer rule in eslint.config.js', () => {
  it.each([
    ['a feature importing the app', 'src/features/home/Bad.tsx', "import { makeStore } from '@/app/store';"],
    [
      'a feature importing a route',
      'src/features/home/Bad.tsx',
      "import { HomeRoute } from '@/routes/HomeRoute';",
    ],
    [
      "a feature importing another feature's component",
      'src/features/home/Bad.tsx',
      "import { SearchForm } from '@/features/search/SearchForm';",
    ],
    [
      "a feature importing another feature's messages",
      'src/features/content/Bad.tsx',
      "import { navigationMessages } from '@/features/navigation/messages';",
    ],
    ['a route importing the app', 'src/routes/Bad.tsx', "import { appRoutes } from '@/app/router';"],
    [
      'composing code importing a route',
      'src/compose/Bad.tsx',
      "import { PageLoadingRoute } from '@/routes/PageLoadingRoute';",
    ],
    ['composing code importing the app', 'src/compose/bad.ts', "import { makeStore } from '@/app/store';"],
    [
      'a feature importing composing code',
      'src/features/search/Bad.tsx',
      "import { useSiteSearch } from '@/compose/useSiteSearch';",
    ],
    [
      'shared code importing composing code',
      'src/shared/components/Bad.tsx',
      "import { PageFeedback } from '@/compose/belowTheFold';",
    ],
    [
      'a machine importing composing code',
      'src/machines/bad.machine.ts',
      "import { siteSearchIndex } from '@/compose/siteSearch';",
    ],
    [
      'shared code importing a feature',
      'src/shared/components/Bad.tsx',
      "import { x } from '@/features/content/contentSlice';",
    ],
    [
      'shared code importing a machine',
      'src/shared/lib/bad.ts',
      "import { loginMachine } from '@/machines/login.machine';",
    ],
    ['shared lib importing React', 'src/shared/lib/bad.ts', "import { useState } from 'react';"],
    ['machine plumbing importing React', 'src/shared/machine/bad.ts', "import { useState } from 'react';"],
    [
      'machine plumbing importing a machine',
      'src/shared/machine/bad.ts',
      "import { loginMachine } from '@/machines/login.machine';",
    ],
    ['a machine importing React', 'src/machines/bad.machine.ts', "import { useEffect } from 'react';"],
    [
      'a machine importing the store',
      'src/machines/bad.machine.ts',
      "import { createSlice } from '@reduxjs/toolkit';",
    ],
    [
      "a machine importing a feature's code",
      'src/machines/bad.machine.ts',
      "import { buildDraft } from '@/features/generator/draftTemplates';",
    ],
    [
      "a machine importing a feature's types",
      'src/machines/bad.machine.ts',
      "import type { GeneratedDraft } from '@/features/generator/draftTemplates';",
    ],
    [
      'a machine importing types from shared screen code',
      'src/machines/bad.machine.ts',
      "import type { ContentCategory } from '@/shared/site/sections';",
    ],
    [
      'a machine importing a shared component',
      'src/machines/bad.machine.ts',
      "import { Icon } from '@/shared/components/Icon';",
    ],
    [
      'the server importing a feature',
      'server/bad.ts',
      "import { x } from '@/features/content/contentSlice';",
    ],
    ['the server importing React', 'server/bad.ts', "import { useState } from 'react';"],
    [
      'the server importing shared screen code',
      'server/bad.ts',
      "import { PATHS } from '@/shared/site/paths';",
    ],
    [
      "a feature taking react-redux's untyped hook",
      'src/features/content/Bad.tsx',
      "import { useStore } from 'react-redux';",
    ],
    [
      "a route taking react-redux's untyped hook",
      'src/routes/Bad.tsx',
      "import { useSelector } from 'react-redux';",
    ],
    [
      "shared code beside the typed hooks taking react-redux's hook",
      'src/shared/store/bad.ts',
      "import { useDispatch } from 'react-redux';",
    ],
    [
      "a test taking react-redux's untyped hook",
      'tests/features/bad.tsx',
      "import { useStore } from 'react-redux';",
    ],
    [
      'a relative import out of a folder',
      'src/features/home/Bad.tsx',
      "import { PATHS } from '../../shared/site/paths';",
    ],
  ])('refuses %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toHaveLength(1);
  });

  it.each([
    [
      'a route importing features and shared code',
      'src/routes/Ok.tsx',
      "import { SearchForm } from '@/features/search/SearchForm';\nimport { PATHS } from '@/shared/site/paths';",
    ],
    [
      'a route importing composing code',
      'src/routes/Ok.tsx',
      "import { GuidePage } from '@/compose/GuidePage';\nimport { useSiteSearch } from '@/compose/useSiteSearch';",
    ],
    [
      "composing code importing several features' parts, machines and shared code",
      'src/compose/Ok.tsx',
      "import { GuideSidebar } from '@/features/guides/GuideSidebar';\nimport { documentsMessages } from '@/features/documents/messages';\nimport { loginMachine } from '@/machines/login.machine';\nimport { PATHS } from '@/shared/site/paths';\nimport { GuidePage } from './GuidePage';",
    ],
    [
      "a feature importing another feature's slice",
      'src/features/content/Ok.ts',
      "import { toastShown } from '@/features/toasts/toastsSlice';",
    ],
    [
      'a feature importing its own files and shared code',
      'src/features/home/Ok.tsx',
      "import { homeMessages } from './messages';\nimport { useT } from '@/shared/i18n/useT';",
    ],
    [
      'a feature starting a machine',
      'src/features/newsletter/Ok.tsx',
      "import { newsletterMachine } from '@/machines/newsletter.machine';",
    ],
    [
      "a machine importing pure helpers, machine plumbing, the shared contract and the machines' own types",
      'src/machines/ok.machine.ts',
      "import { setup } from 'xstate';\nimport { nextSeed } from '@/shared/lib/seededRandom';\nimport { providedActor } from '@/shared/machine/machineActions';\nimport { newsletterEmailError } from '@/shared/api/newsletter';\nimport type { ContentCategory } from '@/shared/api/contentCategories';\nimport type { GeneratedDraft } from './generatorTypes';",
    ],
    [
      'the server importing the shared contract and pure helpers',
      'server/ok.ts',
      "import { x } from '@/shared/api/health';\nimport { MAX_LENGTH } from '@/shared/lib/text';",
    ],
    [
      "the typed store hooks taking react-redux's hooks",
      'src/shared/store/hooks.ts',
      "import { useDispatch, useSelector, useStore } from 'react-redux';",
    ],
    ["a test rendering react-redux's Provider", 'tests/ok.tsx', "import { Provider } from 'react-redux';"],
    [
      'the app importing anything',
      'src/app/ok.ts',
      "import { HomeRoute } from '@/routes/HomeRoute';\nimport { SearchForm } from '@/features/search/SearchForm';",
    ],
  ])('allows %s', async (_name, filePath, code) => {
    expect(await layerErrors(filePath, code)).toEqual([]);
  });
});

/** The errors ESLint reports for `code` in src/ from the rules that keep to the browsers we support. */
async function browserErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/shared/lib/bad.ts' });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'compat/compat' || m.ruleId === 'no-restricted-properties')
    .map((m) => m.message);
}

// Issue 22: one call the oldest supported phones lack, on the way to the first render, stopped the app.
describe("the browsers rule in eslint.config.js (package.json's browserslist)", () => {
  it.each([
    ['crypto.randomUUID', 'export const id = crypto.randomUUID();'],
    ['Array.prototype.at', 'export const last = [1, 2].at(-1);'],
    ['structuredClone', 'export const copy = structuredClone({ a: 1 });'],
    ['Object.hasOwn', 'export const own = Object.hasOwn({}, "a");'],
  ])('refuses %s', async (_name, code) => {
    expect(await browserErrors(code)).not.toEqual([]);
  });

  it('allows what every supported browser has', async () => {
    expect(await browserErrors('export const bytes = crypto.getRandomValues(new Uint8Array(4));')).toEqual(
      [],
    );
  });
});
