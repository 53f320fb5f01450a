import js from '@eslint/js';
import globals from 'globals';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import vitest from '@vitest/eslint-plugin';

/*
 * The layers of src/, one way: app → routes → compose → features → shared. src/compose/ puts several
 * features together for the screens (the search index, a guide's page, the parts below the fold).
 * Machines sit beside features and may use only pure helpers (shared/lib), the machines' plumbing
 * (shared/machine), the shared contract (shared/api) and their own types, which features import from
 * them (not the other way). Each block below lists what one layer may NOT import;
 * tests/lint/layers.test.ts lints a breach of each and expects the error, so these rules cannot go dead.
 */
const RESTRICTED = '@typescript-eslint/no-restricted-imports';
const upward = (layers, from) =>
  layers.map((layer) => ({
    group: [`@/${layer}/**`],
    message: `${from} may not import from src/${layer}: layers go app → routes → compose → features → shared.`,
  }));
// Every crossing of a folder is spelt with the @/ alias, so a breach is visible and the rules can see it.
const noParentImports = { regex: '^\\.\\./', message: 'Import across folders with the @/ alias, not ../.' };
const REACT_AND_STORE = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-redux',
  '@xstate/react',
  '@reduxjs/toolkit',
  'react-bootstrap',
  'react-bootstrap/*',
  'react-router-dom',
];
// The store is reached through src/shared/store/hooks.ts, typed with the app's state: react-redux's own
// hooks are untyped (or typed by hand at each call), so only that file takes them.
const storeHooks = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch', 'useStore'],
  message: 'Use the typed hooks of src/shared/store/hooks.ts: useAppSelector, useAppDispatch, useAppStore.',
};
const layer = (files, patterns, paths = [storeHooks]) => ({
  files,
  rules: { [RESTRICTED]: ['error', { paths, patterns: [noParentImports, ...patterns] }] },
});
const sharedUpward = upward(['app', 'routes', 'compose', 'features', 'machines'], 'Shared code');

export const layerRules = [
  {
    // The server (server/) shares with the browser code only the contract (src/shared/api: schemas and
    // types) and pure helpers (src/shared/lib); screens, stores and React stay in the browser.
    files: ['server/**/*.ts'],
    rules: {
      [RESTRICTED]: [
        'error',
        {
          patterns: [
            {
              group: [
                '@/*',
                '@/*/**',
                '!@/shared',
                '!@/shared/api',
                '!@/shared/api/**',
                '!@/shared/lib',
                '!@/shared/lib/**',
              ],
              message: 'The server may import from src/ only src/shared/api and src/shared/lib.',
            },
            { group: REACT_AND_STORE, message: 'The server renders no React and keeps no browser store.' },
          ],
        },
      ],
    },
  },
  layer(['src/**/*.{ts,tsx}'], []),
  layer(['src/routes/**/*.{ts,tsx}'], upward(['app'], 'A route')),
  // Composing code takes any feature's parts, as a route does, and is taken by routes (and the app).
  layer(['src/compose/**/*.{ts,tsx}'], upward(['app', 'routes'], 'Composing code')),
  layer(
    ['src/features/**/*.{ts,tsx}'],
    [
      ...upward(['app', 'routes', 'compose'], 'A feature'),
      {
        // Within a feature, files import each other with ./ — so any @/features/ path is another feature.
        group: ['@/features/*/*', '!@/features/*/*Slice'],
        message:
          "A feature may use another feature's slice (its actions, selectors and types) and nothing else of it; compose features in a route or in src/compose/. Inside one feature, import with ./.",
      },
    ],
  ),
  layer(
    ['src/machines/**/*.ts'],
    [
      ...upward(['app', 'routes', 'compose'], 'A machine'),
      {
        // The shared contract (src/shared/api) is pure too: a machine judges input by the server's rules.
        // Types too: a machine owns the types it holds (e.g. machines/generatorTypes.ts) and features
        // import them from it, so no machine depends on a feature, even for a type.
        group: [
          '@/features/*/*',
          '@/shared/*/*',
          '!@/shared/lib/*',
          '!@/shared/machine/*',
          '!@/shared/api/*',
        ],
        message:
          'A machine imports only pure helpers (src/shared/lib), machine plumbing (src/shared/machine), the shared contract (src/shared/api) and its own types; the screen provides effects.',
      },
      { group: REACT_AND_STORE, message: 'A machine is pure: no React, store or router.' },
    ],
  ),
  layer(['src/shared/**/*.{ts,tsx}'], sharedUpward),
  // The one file that takes react-redux's hooks, to type them.
  layer(['src/shared/store/hooks.ts'], sharedUpward, []),
  // Tests render components as the app does: through the same hooks.
  { files: ['tests/**/*.{ts,tsx}'], rules: { [RESTRICTED]: ['error', { paths: [storeHooks] }] } },
  layer(
    ['src/shared/lib/**/*.ts'],
    [
      ...upward(['app', 'routes', 'compose', 'features', 'machines'], 'Shared code'),
      { group: REACT_AND_STORE, message: 'src/shared/lib holds pure helpers: no React, store or router.' },
    ],
  ),
  layer(
    // What runs the machines (provided actors, the inspector, the live list, the tester's clock, the
    // lazy actor store): no React, store or router either, so a machine may use it.
    ['src/shared/machine/**/*.ts'],
    [
      ...upward(['app', 'routes', 'compose', 'features', 'machines'], 'Shared code'),
      {
        group: REACT_AND_STORE,
        message: 'src/shared/machine holds what runs the machines: no React, store or router.',
      },
    ],
  ),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'coverage', 'test-results', 'playwright-report'] },
  // A disable comment that no longer silences anything is an error: it would hide the next real finding.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render text, never HTML.',
        },
      ],
    },
  },
  {
    // Lint with the types: every .ts and .tsx file (src/, server/, tests/, the TypeScript configs) is read
    // through tsconfig.json by TypeScript's project service, so rules can see what a value is; the rules are
    // typescript-eslint's strictest set (strictTypeChecked), with the options and exceptions below.
    files: ['**/*.{ts,tsx}'],
    extends: [...tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // Counts and figures go into text and addresses as they are (`${count} left`, `/api/items/${id}`);
      // anything else (an object, null, a union with undefined) is still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // A handler written as an arrow's short body (`onClick={() => setOpen(false)}`) is the project's
      // way of writing one; a void call's value used any other way is still refused.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A promise is awaited, handled, or marked `void` with the reason nothing waits for it: one left
      // floating loses its failure, and one passed where nothing awaits it (an onClick) fails unseen.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/require-await': 'error',
      '@typescript-eslint/return-await': ['error', 'error-handling-correctness-only'],
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/no-misused-spread': 'error',
      // A rest copy is how a record leaves a field out (`const { password, ...shown } = account`).
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // In tests `await act(async () => …)` is React's asynchronous act, which waits for Suspense and the
    // effects' promises before the test looks, whether or not the callback awaits anything; and a fake of
    // an async interface (a hasher, an actor) is written async as the real one is.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      // A test states with `!` what it has just arranged (the row it seeded, the element it rendered): if
      // that is wrong the test fails at once, which is what a test is for.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // `expect(fake.method).toHaveBeenCalled()` hands a mock over to look at, never calls it unbound.
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  ...layerRules,
  {
    // Accessibility checks on the JSX itself (labels, roles, alt text, keyboard handlers), before axe sees
    // the rendered page in the journeys.
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A staff dialog puts focus on its first field as it opens (the WAI-ARIA dialog pattern), through
      // react-bootstrap's form components; a bare element with autoFocus is still refused.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
    },
  },
  {
    // Tests that cannot pass by accident: no .only or .skip left in, every test asserts something.
    files: ['tests/**/*.test.{ts,tsx}'],
    ...vitest.configs.recommended,
    rules: {
      ...vitest.configs.recommended.rules,
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Helpers that assert for the test that calls them.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expectSafe', 'drill'] }],
      // A parameterised case asserts what its parameters call for (a role below the one needed gets 403),
      // and a setup hook checks its own step (the sign-in it depends on, a clean stop): both are wanted.
      'vitest/no-conditional-expect': 'off',
      'vitest/no-standalone-expect': 'off',
    },
  },
  {
    // The browser code may use only what every browser in package.json's browserslist has (cheap phones'
    // Android WebView and old iOS Safari among them), unless it checks first: one missing function on the
    // way to the first render used to stop the whole app on those phones (issue 22).
    files: ['src/**/*.{ts,tsx}'],
    ...compat.configs['flat/recommended'],
    rules: {
      ...compat.configs['flat/recommended'].rules,
      // compat/compat cannot see methods called on values (it has no types): these, newer than the oldest
      // browsers we support, are named here. Where one has a feature check, disable this for that line.
      'no-restricted-properties': [
        'error',
        ...['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'replaceAll'].map(
          (property) => ({ property, message: `${property}() is missing in browsers we support.` }),
        ),
        ...['randomUUID', 'hasOwn', 'groupBy', 'withResolvers', 'showModal'].map((property) => ({
          property,
          message: `${property} is missing in browsers we support: check for it, or use another way.`,
        })),
      ],
    },
  },
);
