import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { dateMessages } from './dateMessages';
import { formatCalendarDate } from './formatDates';
import { selectLocale } from './i18nSlice';
import { useT } from './useT';

/** `formatDate(iso)`: a `YYYY-MM-DD` date in the page's language, re-rendered when its months arrive. */
export function useFormatDate() {
  const locale = useAppSelector(selectLocale);
  const t = useT(dateMessages);
  return useCallback(
    (iso: string, options?: { official?: boolean }) => formatCalendarDate(iso, locale, options),
    // `t` changes when a translation arrives: the dates are written again with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, t],
  );
}
