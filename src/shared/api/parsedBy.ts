import * as v from 'valibot';

/**
 * An RTK Query transformResponse that checks an answer against the contract's schema: one that does not
 * have its shape is an error, not data (the screen says so).
 */
export const parsedBy =
  <T>(schema: v.GenericSchema<unknown, T>) =>
  (data: unknown): T =>
    v.parse(schema, data);
