import { useEffect, useState } from 'react';

/**
 * The year for the copyright line. It renders the build year first, so a prerendered page and the
 * first client render match, then moves to the visitor's clock once mounted (a site built in December
 * still says the right year in January).
 */
export function useCurrentYear(now: () => Date = () => new Date()): number {
  const [year, setYear] = useState<number>(__BUILD_YEAR__);
  useEffect(() => {
    // Deliberate one-off update after mount: reading the clock during render would make a prerendered
    // page and its hydration disagree.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setYear(now().getFullYear());
  }, [now]);
  return year;
}
