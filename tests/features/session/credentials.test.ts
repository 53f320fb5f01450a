import { describe, expect, it } from 'vitest';
import { ADMIN_CREDENTIAL, adminSessionUser, verifyCredentials } from '@/features/session/credentials';

const EMAIL = 'admin@example.gov.ng';
const PASSWORD = 'portal-demo-2026';

describe('verifyCredentials (real WebCrypto)', () => {
  it('is built with the demo e-mail and a hash, not the password', () => {
    expect(ADMIN_CREDENTIAL.email).toBe(EMAIL);
    expect(Object.keys(ADMIN_CREDENTIAL).sort()).toEqual(['email', 'hash', 'iterations', 'salt']);
    expect(JSON.stringify(ADMIN_CREDENTIAL)).not.toContain(PASSWORD);
    expect(ADMIN_CREDENTIAL.iterations).toBeGreaterThanOrEqual(210_000);
  });

  it('accepts the right pair', async () => {
    await expect(verifyCredentials(EMAIL, PASSWORD)).resolves.toBe(true);
  });

  it('accepts the e-mail in another case or with spaces around it', async () => {
    await expect(verifyCredentials(' Admin@Example.gov.ng ', PASSWORD)).resolves.toBe(true);
  });

  it('refuses a wrong password', async () => {
    await expect(verifyCredentials(EMAIL, 'portal-demo-2025')).resolves.toBe(false);
  });

  it('refuses a password that differs only in case or spaces', async () => {
    await expect(verifyCredentials(EMAIL, 'Portal-demo-2026')).resolves.toBe(false);
    await expect(verifyCredentials(EMAIL, ` ${PASSWORD}`)).resolves.toBe(false);
  });

  it('refuses a wrong e-mail with the right password', async () => {
    await expect(verifyCredentials('someone@example.gov.ng', PASSWORD)).resolves.toBe(false);
  });

  it('refuses empty input', async () => {
    await expect(verifyCredentials('', '')).resolves.toBe(false);
  });
});

describe('adminSessionUser', () => {
  it('is the site administrator with the admin role and the configured e-mail', () => {
    expect(adminSessionUser()).toEqual({
      id: 'admin',
      email: EMAIL,
      role: 'admin',
      name: 'Site Administrator',
    });
  });
});
