#!/usr/bin/env node
// Prints the salted PBKDF2-SHA256 hash of a new admin password as one JSON line, ready for
// ADMIN_PASSWORD_HASH, so a deployment can pin the hash instead of handing the build a password.
//   npm run hash-password -- 'new password'
//   printf '%s' 'new password' | npm run hash-password      (keeps it out of the shell history)
import { readFileSync } from 'node:fs';
import { hashPassword } from './admin-credential.mjs';

const password =
  process.argv[2] ?? (process.stdin.isTTY ? '' : readFileSync(0, 'utf8').replace(/\r?\n$/, ''));
if (!password) {
  console.error("Usage: npm run hash-password -- '<new password>'  (or pipe the password on stdin)");
  process.exit(1);
}
console.log(JSON.stringify(hashPassword(password)));
