#!/usr/bin/env node
// Fails (exit 1) when a plaintext admin password appears in any file of the built site. Run after
// `npm run build`, in CI: the bundle must carry only the salted hash (SPEC §1 security caution).
//   node scripts/check-dist-secrets.mjs [dir]      (dir defaults to dist)
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';
import { DEMO_ADMIN_PASSWORD } from './admin-credential.mjs';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`${dir}/ does not exist: run \`npm run build\` first.`);
  process.exit(2);
}

// The demo password and whatever password this checkout builds with (environment or .env files).
const configured = loadEnv('production', process.cwd(), 'ADMIN_').ADMIN_PASSWORD;
const secrets = [...new Set([DEMO_ADMIN_PASSWORD, configured].filter(Boolean))];

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

const leaks = files.filter((file) => {
  const bytes = readFileSync(file);
  return secrets.some((secret) => bytes.includes(secret));
});

if (leaks.length > 0) {
  console.error(
    `A plaintext admin password was found in:\n${leaks.map((f) => `  ${relative('.', f)}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`No plaintext admin password in ${files.length} files under ${dir}/.`);
