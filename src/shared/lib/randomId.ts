/**
 * A random id of `length` hexadecimal characters from `crypto.getRandomValues`, which every browser in
 * package.json's browserslist has. `crypto.randomUUID` is missing in Android WebView before 92, in Safari
 * before 15.4, and on any page served over plain http from another machine: called on the way to the
 * first render, it stopped the whole app there (issue 22).
 */
export function randomId(length = 8, random: Pick<Crypto, 'getRandomValues'> = crypto): string {
  const bytes = random.getRandomValues(new Uint8Array(Math.ceil(length / 2)));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}
