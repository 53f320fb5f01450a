/**
 * A small seeded random source, so a generated draft can be replayed from its seed. Seeds are kept to
 * six digits: short enough for an editor to read off a preview and type back in.
 */
export const MAX_SEED = 999_999;

/** A random number generator in [0, 1) fully determined by `seed` (mulberry32). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max` inclusive, in steps of `step`, drawn from `random`. */
export function randomInt(random: () => number, min: number, max: number, step = 1): number {
  const steps = Math.floor((max - min) / step);
  return min + step * Math.floor(random() * (steps + 1));
}

/** The seed that follows `seed`: each draft moves the generator on, so Generate twice gives two drafts. */
export function nextSeed(seed: number): number {
  return randomInt(mulberry32(seed), 1, MAX_SEED);
}

/** A fresh seed from the browser's own randomness. Call it from an event handler or effect, never in render. */
export function randomSeed(): number {
  return randomInt(Math.random, 1, MAX_SEED);
}

/** Reads a seed typed by an editor: a whole number from 0 to MAX_SEED, otherwise undefined. */
export function parseSeed(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return undefined;
  return Number(trimmed);
}
