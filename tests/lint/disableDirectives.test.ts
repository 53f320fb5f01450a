import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { expect, it } from 'vitest';

// eslint.config.js: a disable comment that silences nothing fails the lint, so none can linger to hide
// the next real finding on its line.
it('refuses a disable comment that silences nothing', async () => {
  // The fixture is no file of the project, which TypeScript's project service cannot type: none is read.
  const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: tseslint.configs.disableTypeChecked });
  const code = '// eslint-disable-next-line no-console\nexport const two = 1 + 1;\n';
  const [result] = await eslint.lintText(code, { filePath: 'src/shared/lib/unused.ts' });
  const unused = (result?.messages ?? []).filter((m) =>
    m.message.includes('Unused eslint-disable directive'),
  );
  expect(unused.map((m) => m.severity)).toEqual([2]);
}, 60_000);
