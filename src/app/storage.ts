/**
 * The one place that touches localStorage. Reads never throw: private browsing, a full quota or a
 * blocked storage all behave like "nothing stored", so the portal still works without persistence.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage when it can be used, otherwise undefined. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads and JSON-parses a key; `undefined` when absent, `{ corrupt: raw }` when unparsable. */
export function readJson(
  storage: KeyValueStorage | undefined,
  key: string,
): { value: unknown } | { corrupt: string } | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { corrupt: raw };
  }
}

/** Writes a value as JSON; a failure (quota, blocked storage) is reported once to the console. */
export function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`Could not save ${key}`, error);
  }
}
