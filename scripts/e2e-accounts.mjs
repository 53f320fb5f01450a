/**
 * The staff account the browser journeys sign in with: scripts/e2e-server.mjs creates it as the first
 * admin (ADMIN_EMAIL, ADMIN_PASSWORD), and the journeys import the same two constants.
 */
export const STAFF_EMAIL = 'admin@example.gov.ng';
export const STAFF_PASSWORD = 'portal-demo-2026-staff';
