import { useCallback } from 'react';
import { useT } from '@/shared/i18n/useT';
import { statusOf } from './accountsApi';
import { accountsMessages } from './messages';

/**
 * A refused call as a sentence: the last-admin rule (409), a role that may not (403) and a network
 * failure in the visitor's language; anything else with the server's own words.
 */
export function useRefusalText() {
  const t = useT(accountsMessages);
  return useCallback(
    (error: unknown): string => {
      const status = statusOf(error);
      if (status === 409) return t('error.lastAdmin');
      if (status === 403) return t('error.forbidden');
      const message = (error as { data?: { error?: unknown } } | undefined)?.data?.error;
      if (status === null || typeof message !== 'string') return t('error.unavailable');
      return t('error.refused', { message });
    },
    [t],
  );
}
