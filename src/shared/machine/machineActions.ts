import { fromPromise } from 'xstate';

/**
 * Declares an action that the screen supplies with `.provide()`. The default does nothing; its only job
 * is to fix the params type the real implementation receives. Every machine declares its screen effects
 * this way, so a machine started without them is inert rather than half-wired.
 */
export function providedByScreen<TParams = undefined>() {
  return (_: unknown, params: TParams): void => void params;
}

/**
 * Declares a promise actor that the screen supplies with `.provide()`. Until then it rejects, so an
 * unprovided machine fails loudly (and never, say, logs someone in) instead of guessing.
 */
export function providedActor<TOutput, TInput>(name: string) {
  return fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} was not provided`)));
}
