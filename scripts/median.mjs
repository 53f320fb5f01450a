/**
 * The middle of the benches' figures (runs of one measurement): the middle one of an odd count, the mean
 * of the two middle ones of an even count; figures that are not numbers are left out (NaN when none is).
 */
export function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
