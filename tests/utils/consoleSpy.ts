import { vi } from 'vitest';

const METHODS = ['log', 'info', 'debug', 'warn', 'error', 'trace'] as const;

/**
 * Silences every console method for the rest of the test and returns a check: the calls, as JSON lines,
 * that mention `text`. A visitor's address, query or feedback must never reach the console (issue 22).
 */
export function spyOnConsole(): (text: string) => string[] {
  const spies = METHODS.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  return (text) =>
    spies
      .flatMap((spy) => spy.mock.calls.map((args) => JSON.stringify(args)))
      .filter((line) => line.toLowerCase().includes(text.toLowerCase()));
}
