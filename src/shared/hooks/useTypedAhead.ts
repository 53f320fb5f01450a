import { useEffect, type RefObject } from 'react';

/**
 * Picks up what the visitor typed into a prerendered field before the app took over: the browser kept
 * it in the field, but the app's state starts empty. Once, when the app starts, a non-empty field is
 * handed to `adopt` (which sets the state the field is controlled by), so nothing typed is lost.
 */
export function useTypedAhead(
  field: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  adopt: (value: string) => void,
): void {
  useEffect(() => {
    const typed = field.current?.value ?? '';
    if (typed !== '') adopt(typed);
    // Only what was there when the app started: later typing reaches the state through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
