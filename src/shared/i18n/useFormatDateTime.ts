import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { dateMessages } from './dateMessages';
import { formatDateTime } from './formatDateTime';
import { selectLocale } from './i18nSlice';
import { useT } from './useT';

/**
 * `formatDateTime(iso)`: a timestamp on Nigeria's clock in the page's language ("27 November 2026, 14:05
 * WAT"), re-rendered when its months arrive. For staff screens' lists; beside ./useFormatDate.ts.
 */
export function useFormatDateTime() {
  const locale = useAppSelector(selectLocale);
  const t = useT(dateMessages);
  return useCallback(
    (iso: string, options?: { seconds?: boolean; zone?: boolean }) => formatDateTime(iso, locale, options),
    // `t` changes when a translation arrives: the dates are written again with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale, t],
  );
}
