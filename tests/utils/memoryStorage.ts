import type { KeyValueStorage } from '@/app/storage';

/** An in-memory KeyValueStorage whose contents (`data`) a test can inspect or seed. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  // Listable like localStorage (`length`, `key`), for the code that looks for copies kept aside.
  const storage: KeyValueStorage & Pick<Storage, 'length' | 'key'> = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
  };
  return { storage, data };
}
