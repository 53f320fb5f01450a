import { randomId } from '@/shared/lib/randomId';

describe('randomId', () => {
  it('is made of the bytes crypto.getRandomValues gives, in hexadecimal, cut to length', () => {
    const fixed = {
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        const bytes = new Uint8Array(array!.buffer);
        bytes.set([0x0a, 0xff, 0x10, 0x01, 0x9c].slice(0, bytes.length));
        return array;
      },
    };
    expect(randomId(8, fixed)).toBe('0aff1001');
    expect(randomId(9, fixed)).toBe('0aff10019');
  });

  it('needs no crypto.randomUUID, which old phones lack', () => {
    const saved = Object.getOwnPropertyDescriptor(Crypto.prototype, 'randomUUID');
    Reflect.deleteProperty(Crypto.prototype, 'randomUUID');
    try {
      expect(randomId()).toMatch(/^[0-9a-f]{8}$/);
    } finally {
      if (saved) Object.defineProperty(Crypto.prototype, 'randomUUID', saved);
    }
  });
});
