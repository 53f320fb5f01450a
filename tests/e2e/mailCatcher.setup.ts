import { startMailCatcher } from './mailCatcher';

/** Playwright's globalSetup: the SMTP server the e2e server sends through, for the whole run. */
export default async function globalSetup() {
  return startMailCatcher();
}
