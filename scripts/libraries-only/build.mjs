import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

/**
 * Bundles entry.js as the app's build bundles its own entry (Vite, minified, production React) and
 * returns the code, kept in memory: it is only ever served by the benchmark's local server.
 */
export async function buildLibrariesOnly() {
  const here = dirname(fileURLToPath(import.meta.url));
  const output = await build({
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    root: here,
    build: { write: false, rollupOptions: { input: join(here, 'entry.js') } },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((o) => o.output);
  return chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry).code;
}
