#!/usr/bin/env node
// Fails (exit 1) when any credential appears in a file of the built site (issue 24): sign-in is checked
// by the server, so the bundle carries no password, hash or salt at all. Run after `npm run build`, in CI.
//   node scripts/check-dist-secrets.mjs [dir]      (dir defaults to dist)
// Looks for: the demo passwords the docs and the journeys use, ADMIN_PASSWORD from the environment (or a
// .env file), any argon2 hash, a PBKDF2 credential object of the old demo login, and the placeholder the
// old build replaced with it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { loadEnv } from 'vite';

const dir = process.argv[2] ?? 'dist';
if (!existsSync(dir)) {
  console.error(`${dir}/ does not exist: run \`npm run build\` first.`);
  process.exit(2);
}

const configured = loadEnv('production', process.cwd(), 'ADMIN_').ADMIN_PASSWORD;
const passwords = [...new Set(['portal-demo-2026', 'portal-demo-2026-staff', configured].filter(Boolean))];

/** What a leak looks like: a name for the report, and a test over a file's text. */
const CHECKS = [
  ...passwords.map((password) => ({ name: 'a password', found: (text) => text.includes(password) })),
  { name: 'an argon2 hash', found: (text) => /\$argon2(id|i|d)\$/.test(text) },
  { name: 'a PBKDF2 credential', found: (text) => /\{\s*"salt"\s*:[^}]*"iterations"\s*:/.test(text) },
  { name: 'the old credential placeholder', found: (text) => text.includes('__ADMIN_CREDENTIAL__') },
];

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));

const leaks = files.flatMap((file) => {
  // latin1 keeps every byte, so a compressed copy (.gz, .br) is searched without false decoding errors.
  const text = readFileSync(file, 'latin1');
  return CHECKS.filter((check) => check.found(text)).map(
    (check) => `  ${relative('.', file)}: ${check.name}`,
  );
});

if (leaks.length > 0) {
  console.error(`Credentials were found in the built site:\n${leaks.join('\n')}`);
  process.exit(1);
}
console.log(`No credential in ${files.length} files under ${dir}/.`);
