import { fromPromise } from 'xstate';

/**
 * Declares an action that the screen supplies with `.provide()`. The default does nothing; its only job
 * is to fix the params type the real implementation receives. Every machine declares its screen effects
 * this way, so a machine started without them is inert rather than half-wired. `TParams`, named by the
 * caller, is used once: no cast in disguise, as a function that ignores its params takes any.
 */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names it (above)
export function providedByScreen<TParams = undefined>(): (_: unknown, params: TParams) => void {
  return () => {};
}

/**
 * Declares a promise actor that the screen supplies with `.provide()`. Until then it rejects, so an
 * unprovided machine fails loudly (and never, say, logs someone in) instead of guessing.
 */
export function providedActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} was not provided`)));
}

/**
 * A value the machine's current state holds by design, set on the way in (the generator's request while
 * it generates, the session while the login redirects): missing, the machine has a bug, which this names
 * rather than handing null on to the screen.
 */
export function heldInState<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing in this state`);
  return value;
}
