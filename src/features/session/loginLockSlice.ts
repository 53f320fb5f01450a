import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LoginAttempts } from '@/machines/login.machine';
import { userLoggedIn } from './sessionSlice';
import type { LoginLockRecord } from './sessionTypes';

const initialState: LoginLockRecord = { failures: 0, locks: 0, until: null };

/**
 * Failed logins since the last successful one, and when the running lock ends (issue 13). Kept in
 * storage and shared with the other tabs (src/app/persistence.ts), so neither a reload nor a second tab
 * starts the count again. The login machine decides; this only remembers.
 */
export const loginLockSlice = createSlice({
  name: 'loginLock',
  initialState,
  reducers: {
    /** The login machine counted a failure, or started a lock. */
    loginAttemptsRecorded(_state, action: PayloadAction<LoginLockRecord>) {
      return action.payload;
    },
    /** Read at start, or written by another tab. */
    loginLockReadFromStorage(_state, action: PayloadAction<LoginLockRecord>) {
      return action.payload;
    },
  },
  extraReducers: (builder) => {
    // A successful login clears the record.
    builder.addCase(userLoggedIn, () => initialState);
  },
  selectors: {
    selectLoginLock: (state) => state,
  },
});

export const { loginAttemptsRecorded, loginLockReadFromStorage } = loginLockSlice.actions;
export const { selectLoginLock } = loginLockSlice.selectors;
/** The record when nothing has failed: stored as no key at all. */
export const NO_FAILED_LOGINS: LoginLockRecord = initialState;

/** The stored record as the login machine takes it at `now`: how long the running lock has left. */
export function attemptsFromRecord(record: LoginLockRecord, now: number): LoginAttempts {
  const lockLeftMs = record.until === null ? 0 : Math.max(0, record.until - now);
  return { failures: record.failures, locks: record.locks, lockLeftMs };
}

/** The login machine's attempts as stored, the lock's end made a moment in time from `now`. */
export function recordFromAttempts(attempts: LoginAttempts, now: number): LoginLockRecord {
  return {
    failures: attempts.failures,
    locks: attempts.locks,
    until: attempts.lockLeftMs > 0 ? now + attempts.lockLeftMs : null,
  };
}
