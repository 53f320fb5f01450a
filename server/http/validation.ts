import type { Context } from 'hono';
import { bodyLimit } from './bodyLimit';
import * as v from 'valibot';
import type { ApiError } from '@/shared/api/errors';

/** A JSON body larger than this is refused before it is read: no API request needs more. */
export const JSON_BODY_LIMIT = 16 * 1024;

/** Refuses an over-long body with 413 and a sentence, before any of it is parsed. */
export const jsonBodyLimit = bodyLimit({
  maxSize: JSON_BODY_LIMIT,
  onError: (c) =>
    c.json<ApiError>({ error: `The request is too large (at most ${JSON_BODY_LIMIT} bytes).` }, 413),
});

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The request's JSON body checked against `schema`: the value, or the 400 answer that says what was wrong
 * with each field (whatever the browser checked before sending).
 */
export async function checkedJson<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<Checked<v.InferOutput<S>>> {
  const body: unknown = await c.req.json().catch(() => NOT_JSON);
  if (body === NOT_JSON) return refuse(c, { error: 'The request body must be JSON.' });
  return checked(c, schema, body);
}

/** The query string checked against `schema`, as checkedJson does for a body. */
export function checkedQuery<S extends v.GenericSchema>(c: Context, schema: S): Checked<v.InferOutput<S>> {
  return checked(c, schema, c.req.query());
}

const NOT_JSON = Symbol('not JSON');

/** A value already read (a checked body that needs more in one case) checked as checkedJson does. */
export function checked<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  input: unknown,
): Checked<v.InferOutput<S>> {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, value: result.output };
  const flat = v.flatten(result.issues);
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(flat.nested ?? {}))
    if (messages) fields[field] = messages[0];
  const first = flat.root?.[0] ?? Object.values(fields)[0] ?? 'The request is not valid.';
  return refuse(c, { error: first, ...(Object.keys(fields).length ? { fields } : {}) });
}

function refuse(c: Context, body: ApiError): { ok: false; response: Response } {
  return { ok: false, response: c.json(body, 400) };
}
