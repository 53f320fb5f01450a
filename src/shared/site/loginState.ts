/**
 * Router state a page hands to /login for a notice there: the one-time link page's "password saved"
 * (issue 24). Router state can be anything (it survives a reload), so the login page checks its shape.
 */
export const PASSWORD_SAVED_STATE = { passwordSaved: true } as const;

/** True when the visitor came to /login from choosing a password on the one-time link page. */
export function passwordWasSaved(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'passwordSaved' in state && state.passwordSaved === true
  );
}
