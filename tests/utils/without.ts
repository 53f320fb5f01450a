/** A copy of `value` without `key`: what an answer leaves out of a record (a list's bodies, a password). */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const { [key]: left, ...kept } = value;
  return kept;
}
