import type { WriteFailure } from '@/shared/store/storageSlice';

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

/** Parses stored text; undefined when it is not JSON (a cut-off write, a hand edit). */
export function parseJson(raw: string): { value: unknown } | undefined {
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return undefined;
  }
}

/**
 * Reads and JSON-parses a key; `undefined` when absent or unreadable, `{ corrupt: raw }` when unparsable.
 * A parsed value comes with its raw text, so a caller that refuses its shape can keep it aside.
 */
export function readJson(
  storage: KeyValueStorage | undefined,
  key: string,
): { value: unknown; raw: string } | { corrupt: string } | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(key) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  const parsed = parseJson(raw);
  return parsed ? { value: parsed.value, raw } : { corrupt: raw };
}

/** What became of a write; `chars`: the characters the key now takes (key and value). */
export type WriteOutcome = { ok: true; chars: number } | { ok: false; failure: WriteFailure };

/** Why a write threw: a full quota (its name differs between browsers), blocked storage, or other. */
function failureOf(error: unknown): WriteFailure {
  if (error instanceof DOMException) {
    if (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota';
    if (error.name === 'SecurityError') return 'blocked';
  }
  return 'failed';
}

/** Writes a value as JSON and says whether it was stored; no storage at all counts as blocked. */
export function writeJson(storage: KeyValueStorage | undefined, key: string, value: unknown): WriteOutcome {
  if (!storage) return { ok: false, failure: 'blocked' };
  try {
    const text = JSON.stringify(value);
    storage.setItem(key, text);
    return { ok: true, chars: key.length + text.length };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/** Removes a key (which needs no free space, so it works when the quota is full). */
export function removeKey(storage: KeyValueStorage | undefined, key: string): WriteOutcome {
  if (!storage) return { ok: false, failure: 'blocked' };
  try {
    storage.removeItem(key);
    return { ok: true, chars: 0 };
  } catch (error) {
    return { ok: false, failure: failureOf(error) };
  }
}

/**
 * Whether this browser lets the site store anything now: a tiny write and its removal. Full storage
 * or storage switched off for the site (a SecurityError) both say no.
 */
export function probeStorage(storage: KeyValueStorage | undefined): WriteOutcome {
  const outcome = writeJson(storage, PROBE_KEY, 1);
  return outcome.ok ? removeKey(storage, PROBE_KEY) : outcome;
}
const PROBE_KEY = 'cgn.probe';

/** Every key stored (localStorage, or a test's storage with the same `length` and `key`). */
export function listKeys(storage: KeyValueStorage | undefined): string[] {
  try {
    const { key, length } = (storage ?? {}) as Partial<Pick<Storage, 'length' | 'key'>>;
    if (typeof key !== 'function' || typeof length !== 'number') return [];
    return Array.from({ length }, (_, i) => key.call(storage, i)).filter((stored) => stored !== null);
  } catch {
    return [];
  }
}

/** The stored values set aside by `keepAside`, earlier or now: `[their key, the copy's key]`. */
export function asideCopies(storage: KeyValueStorage | undefined): [key: string, asideKey: string][] {
  return listKeys(storage).flatMap((asideKey) => {
    const key = /^(.+)\.corrupt-\d+$/.exec(asideKey)?.[1];
    return key ? [[key, asideKey] as [string, string]] : [];
  });
}

// Enough copies to keep a few rounds of damage without letting a loop fill the quota.
const MAX_ASIDE_COPIES = 20;

/**
 * Moves a stored value that could not be used to the first free `<key>.corrupt-<n>`, so nothing the visitor
 * had is lost when the app later writes its defaults to `key`. Returns the copy's key, or undefined when
 * no copy could be made — the original then stays where it is.
 */
export function keepAside(
  storage: KeyValueStorage | undefined,
  key: string,
  raw: string,
): string | undefined {
  if (!storage) return undefined;
  try {
    for (let n = 1; n <= MAX_ASIDE_COPIES; n += 1) {
      const asideKey = `${key}.corrupt-${n}`;
      if (storage.getItem(asideKey) !== null) continue;
      storage.setItem(asideKey, raw);
      // Removed only once the copy exists, so the next load does not copy the same value again.
      storage.removeItem(key);
      return asideKey;
    }
  } catch {
    // Blocked storage or a full quota: leave the original untouched.
  }
  return undefined;
}
