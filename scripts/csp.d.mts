/** Types for scripts/csp.mjs, which vite.config.ts imports. */
export function contentSecurityPolicy(html: string, options?: { header?: boolean }): string;
export const SECURITY_HEADERS: Record<string, string>;
