import { describe, expect, it } from 'vitest';
import { keepAside, readJson, type KeyValueStorage } from '@/app/storage';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  return { storage, data };
}

describe('readJson', () => {
  it('tells absent, parsed (with its raw text) and unparsable apart', () => {
    const { storage } = memoryStorage({ good: '{"a":1}', bad: '{"a":' });
    expect(readJson(storage, 'none')).toBeUndefined();
    expect(readJson(storage, 'good')).toEqual({ value: { a: 1 }, raw: '{"a":1}' });
    expect(readJson(storage, 'bad')).toEqual({ corrupt: '{"a":' });
  });
});

describe('keepAside', () => {
  it('moves the value to the first free numbered copy', () => {
    const { storage, data } = memoryStorage({ k: 'x', 'k.corrupt-1': 'old' });
    expect(keepAside(storage, 'k', 'x')).toBe('k.corrupt-2');
    expect(Object.fromEntries(data)).toEqual({ 'k.corrupt-1': 'old', 'k.corrupt-2': 'x' });
  });

  it('stops after 20 copies and leaves the original in place', () => {
    const copies = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k.corrupt-${i + 1}`, 'old']));
    const { storage, data } = memoryStorage({ k: 'x', ...copies });
    expect(keepAside(storage, 'k', 'x')).toBeUndefined();
    expect(data.get('k')).toBe('x');
  });

  it('does nothing without storage', () => {
    expect(keepAside(undefined, 'k', 'x')).toBeUndefined();
  });
});
