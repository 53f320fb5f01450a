import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppState } from './hooks';

/**
 * How one slice is kept in localStorage. Each persisted slice declares its own entry beside it (a
 * feature's `xPersistence.ts`); src/app/persistence.ts lists them, and its saving, loading and tab sync
 * read only what an entry says here.
 */
export interface PersistedSlice<T> {
  /**
   * Versioned, from ./storageKeys.ts: a change of shape gets a new key instead of misreading an old
   * value.
   */
  key: string;
  select: (state: AppState) => T;
  /** The stored value when it has the right shape, otherwise undefined. */
  parse: (value: unknown) => T | undefined;
  /** The action that applies a stored value: read at start, or written by another tab. */
  read: (value: T) => UnknownAction;
  /**
   * How the stored value meets what this tab did before it was read (the first moments of a visit run
   * on defaults); without it, the stored value wins.
   */
  mergeAtStart?: (stored: T, current: T) => T;
  /** The value written, when it is not the slice's state as it is (a format number around it). */
  toStored?: (value: T) => unknown;
  /** Whether a value this version cannot use was written by a newer one: it is then left untouched. */
  isNewer?: (value: unknown) => boolean;
}
