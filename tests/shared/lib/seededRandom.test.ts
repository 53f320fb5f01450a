import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_SEED, mulberry32, nextSeed, parseSeed, randomInt, randomSeed } from '@/shared/lib/seededRandom';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('seeded random source', () => {
  it('repeats the same sequence for the same seed, in [0, 1)', () => {
    const a = mulberry32(12345);
    const b = mulberry32(12345);
    const values = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(values);
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(new Set(values).size).toBe(100);
  });

  it('gives another sequence for another seed', () => {
    expect(mulberry32(1)()).not.toBe(mulberry32(2)());
  });

  it('draws whole numbers within the bounds, both ends included, on the step', () => {
    const random = mulberry32(9);
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = randomInt(random, 1000, 1200, 50);
      expect(value % 50).toBe(0);
      seen.add(value);
    }
    expect([...seen].sort((x, y) => x - y)).toEqual([1000, 1050, 1100, 1150, 1200]);
  });

  it('moves a seed on to another six-digit seed, deterministically', () => {
    expect(nextSeed(42)).toBe(nextSeed(42));
    expect(nextSeed(42)).not.toBe(42);
    expect(nextSeed(42)).toBeGreaterThanOrEqual(1);
    expect(nextSeed(42)).toBeLessThanOrEqual(MAX_SEED);
  });

  it('takes a fresh seed from Math.random', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(randomSeed()).toBe(500_000);
  });

  it.each([
    ['12345', 12345],
    [' 7 ', 7],
    ['0', 0],
    ['999999', 999_999],
  ])('reads the typed seed %j', (text, seed) => {
    expect(parseSeed(text)).toBe(seed);
  });

  it.each(['', 'abc', '1.5', '-3', '1000000', '12 34'])('refuses the typed seed %j', (text) => {
    expect(parseSeed(text)).toBeUndefined();
  });
});
