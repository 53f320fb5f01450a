/** Types for scripts/precompress.mjs, which the server's tests import. */
export function precompress(dir: string): number;
