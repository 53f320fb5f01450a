import { describe, expect, it } from 'vitest';
import { keepAside, readJson } from '@/app/storage';
import { memoryStorage } from '../utils/memoryStorage';

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
