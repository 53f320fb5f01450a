import * as v from 'valibot';

/**
 * v.object for a request body: a missing field gets that field's own message (what its schema says of
 * `undefined`), not valibot's code-like "Invalid key: Expected …"; anything but an object gets `message`.
 */
export function requestObject<const E extends v.ObjectEntries>(entries: E, message: string) {
  return v.object(entries, (issue) => {
    const key = issue.path?.[0]?.key;
    const entry =
      typeof key === 'string' && Object.prototype.hasOwnProperty.call(entries, key)
        ? entries[key]
        : undefined;
    return (entry && v.safeParse(entry, undefined).issues?.[0].message) ?? message;
  });
}
