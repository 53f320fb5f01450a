/** A copy of `value` without `key`: what an answer leaves out of a record (a list's bodies, a password). */
export function without<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- taken out only to leave it out of the copy
  const { [key]: left, ...kept } = value;
  return kept;
}
