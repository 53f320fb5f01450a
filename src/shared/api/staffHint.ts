/**
 * A cookie scripts may read, set beside the session's (HttpOnly) cookie and cleared with it: "1" says
 * this browser may be signed in, so a public page asks GET SESSION_PATH (to show staff what only staff
 * see) while visitors' browsers, which never hold it, never ask. A hint, never an authority: it holds
 * nothing secret, and the server answers by the session cookie alone. In a file of its own, so a public
 * page reads its name without the rest of the accounts' shared facts.
 */
export const STAFF_HINT_COOKIE = 'cgn_staff';
