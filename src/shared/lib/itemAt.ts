/**
 * The item at `index` of a list that has one there, as its caller knows (an index below the length, one a
 * screen took from the list): for a list whose items are never undefined. None there is a bug, which
 * throws here rather than running on with undefined. (Not in lists.ts, which every page's entry carries:
 * this goes only with the code that uses it.)
 */
export function itemAt<T>(items: ArrayLike<T>, index: number): T {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No item at ${index} of a list of ${items.length}`);
  return item;
}
