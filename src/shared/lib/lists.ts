/**
 * The last item of a list, or undefined when it is empty. `Array.prototype.at` would say the same, but
 * Android WebView before 92 and Safari before 15.4 do not have it (package.json's browserslist).
 */
export function lastOf<T>(items: readonly T[]): T | undefined {
  return items[items.length - 1];
}
