/**
 * Router state a page hands to /login for a notice there: the one-time link page's "password saved"
 * (issue 24). Pages that send it import only the type, so this code stays in the login page's chunk.
 */
export interface LoginNotice {
  /** Arrived from the one-time link page, where a password has just been chosen. */
  passwordSaved?: true;
}

/**
 * True when the visitor came to /login from choosing a password. Router state can be anything (it
 * survives a reload), so its shape is checked.
 */
export function passwordWasSaved(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'passwordSaved' in state && state.passwordSaved === true
  );
}
