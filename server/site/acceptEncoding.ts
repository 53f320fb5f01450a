import type { Encoding } from './loadSite';

// Brotli first: the smallest; gzip next; identity when the browser takes neither.
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/** The best encoding among `available` that an Accept-Encoding header allows (q=0 refuses one). */
export function chooseEncoding(header: string | undefined, available: readonly Encoding[]): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (name) weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return PREFERENCE.find((encoding) => available.includes(encoding) && weight(encoding) > 0) ?? 'identity';
}
