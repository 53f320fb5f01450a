/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import purgeCss from '@fullhuman/postcss-purgecss';
import { buildTargets } from './scripts/browsers.mjs';

/** `react-router` and `react-router/dom`, pointed at the package's own production build. */
function reactRouterProductionBuild() {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url));
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * RTK Query (the staff area's API client, a lazy chunk) imports from `@reduxjs/toolkit`, `immer` and
 * `reselect`, which the entry imports too. Each is one module, and a module lives in one chunk: whatever
 * the client uses of them (createAsyncThunk, createSelector, Immer's patches…) would ride in the entry,
 * about 3 KiB gzip on every public page. The client gets its own copies instead (the same files under
 * another id, their own imports copied too), so the parts only it needs travel with it. React and
 * react-redux stay shared (the store's context). Nothing else is shared by identity between the copies:
 * actions are matched by their type strings, the store's reducers and middleware are plain functions.
 */
function apiClientOwnCopies(): Plugin {
  const client = /[\\/]@reduxjs[\\/]toolkit[\\/]dist[\\/]query[\\/]/;
  const copied = new Set(['@reduxjs/toolkit', 'immer', 'reselect', 'redux', 'redux-thunk']);
  const COPY = '?api-client-copy';
  return {
    name: 'cgn-api-client-own-copies',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !copied.has(source) || !(client.test(importer) || importer.endsWith(COPY)))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: `${resolved.id}${COPY}` };
    },
  };
}

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  plugins: [react(), apiClientOwnCopies()],
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass predates Dart Sass's module system; its deprecation notices are not ours.
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
    postcss: {
      // Production only: drop every Bootstrap rule that no page or component uses. Class names must be
      // written out in full to be kept; states set by scripts are kept by the safelist. Custom properties
      // all stay: PurgeCSS reads one file at a time and cannot see theme.css setting Bootstrap's.
      plugins:
        command === 'build'
          ? [
              purgeCss({
                // react-bootstrap (staff area only) writes some class names itself, e.g. a toast's position.
                content: [
                  'index.html',
                  'src/**/*.{ts,tsx}',
                  'scripts/pageShell.mjs',
                  'node_modules/react-bootstrap/esm/*.js',
                ],
                // react-bootstrap names Bootstrap's form validation class, which no form here uses (fields
                // are checked on the server and marked is-invalid): 1.4 KB of every page's stylesheet.
                blocklist: ['was-validated'],
                safelist: {
                  standard: [
                    /^(show|showing|hiding|active|fade|collapsing|disabled|is-invalid|js|app-ready|app-failed|position-fixed)$/,
                  ],
                  deep: [/^modal/, /^toast/, /^btn-close/],
                  greedy: [
                    /data-bs-theme/,
                    /^text-bg-/,
                    /^btn-(outline-)?(primary|secondary|success|danger|light)$/,
                  ],
                },
              }),
            ]
          : [],
    },
  },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports resolve to its development build in every mode, with its dev
      // warnings (remix-run/react-router#14102); a production build takes the production files instead.
      ...(mode === 'production' ? reactRouterProductionBuild() : []),
    ],
  },
  server: {
    // `npm run dev` (scripts/dev.mjs) runs the real server beside Vite: its API answers behind the
    // hot-reloading front end, at the same addresses as in production.
    proxy: Object.fromEntries(
      ['/api', '/healthz'].map((path) => [path, process.env.API_URL ?? 'http://127.0.0.1:3001']),
    ),
  },
  define: {
    // The footer's copyright year is rendered from this build-time constant first, so a prerendered page
    // and the hydrated app agree; the browser then moves it to the real current year after mount.
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The renderer runs in Node, where React picks its build by NODE_ENV when it runs: unset (as the
    // server runs), that was React's development build, two to three times slower per page.
    ...(isSsrBuild && mode === 'production' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
  },
  build: {
    // The syntax every browser we support can run (package.json's browserslist; scripts/browsers.mjs).
    target: buildTargets(),
    sourcemap: false,
    // No modulepreload polyfill (0.4 KiB gzip on every page): only Safari before 17 and Firefox before
    // 115 of the browsers we support lack modulepreload, and there the page's modules still load, as they
    // are imported. Lazy parts' preloads come from Vite's own helper, which falls back to rel="preload".
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: how scripts/service-worker.mjs finds the files a public page needs.
    manifest: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports up front goes into one file, not split into small shared chunks
        // (each a request, and compressed on its own); lazy pages import from it.
        // The machines' shared helpers and tester hooks travel together, so a lazy page that starts a
        // machine preloads one file for them, as before the tester tools (docs/TESTERS.md).
        codeSplitting: {
          groups: [
            { name: 'index', test: /\/src\/main\.tsx$/ },
            // What every page fetches once it has loaded (the offline copy's worker, the page count): one
            // file rather than three small ones, each compressed on its own.
            {
              name: 'afterLoad',
              test: /\/src\/(app\/serviceWorker|shared\/lib\/visitBeacon|shared\/api\/visits)\.ts$/,
            },
            // Three small modules a guide page shares with other pages (section ids, figures' numbers, the
            // external-link icon): one file rather than three, each compressed on its own (/yo/documents/nin
            // 120.1 -> 119.9 KiB; a page that needs one of them takes all three, at most +0.4).
            {
              name: 'guideParts',
              test: /\/src\/(features\/guides\/guideSectionId|shared\/lib\/numbers|shared\/components\/iconPaths\/external)\.ts$/,
            },
            {
              name: 'machineTools',
              test: /\/src\/shared\/machine\/(machineActions|machineInspector|liveMachines|testerClock)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // The prerender renderer (`vite build --ssr src/app/prerender.tsx`) runs once, at build time, in Node:
  // bundling its dependencies avoids Node's ESM rules about packages' deep imports (react-bootstrap/…).
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  test: {
    globals: true,
    restoreMocks: true,
    css: false,
    // A worker per core. Vitest's default keeps a core for its own process (cores − 1), which on a
    // two-core machine runs the files one at a time; that process only gathers results.
    maxWorkers: availableParallelism(),
    unstubGlobals: true,
    // `npm test`, the quick suite: the browser code in jsdom, the server (tests/server/) in Node, in
    // process. Real server processes and commands are `npm run test:processes`; kills and cuts
    // `npm run test:faults`.
    //
    // Both quick projects run without isolation: a worker loads the app's modules, jsdom and PGlite once
    // and runs file after file on them, where isolation loaded them again for each file (about half of
    // the suite's time). So a test file leaves nothing behind: tests/setup.ts puts back the page, storage
    // and request handlers after each file, testDatabase.ts puts a kept database back after each test,
    // and no test counts on a module's first evaluation (docs/TESTING.md, "Files share a worker").
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/setup.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/e2e/**',
            'tests/server/**',
            'tests/processes/**',
            'tests/faults/**',
            'node_modules/**',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['tests/server/**/*.test.ts'],
          // Builds the PGlite templates once per run; a worker loads one when a test first asks.
          globalSetup: ['./tests/server/utils/globalSetup.ts'],
          // Loading a database takes 0.5 s on a quiet machine and several seconds on a busy one (CI).
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:processes`: the server as `npm start` runs it and the operators' commands, each a
          // real process (tests/processes/): start-up, settings, the lock, signals, backup and restore,
          // several processes on one PostgreSQL, the security scan and the request fuzz.
          name: 'processes',
          environment: 'node',
          include: ['tests/processes/**/*.test.ts'],
          globalSetup: ['./tests/server/utils/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // `npm run test:faults`: real server processes killed, restarted and cut off from their database
          // (tests/faults/), each file bounded to a minute or so; not part of `npm test`.
          name: 'faults',
          environment: 'node',
          // One file at a time: each loads the machine on purpose, and bounds its waits by that load alone.
          maxWorkers: 1,
          include: ['tests/faults/**/*.test.ts'],
          globalSetup: ['./tests/server/utils/globalSetup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
