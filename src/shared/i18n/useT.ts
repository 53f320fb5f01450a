import { useCallback, useSyncExternalStore } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLocale } from './i18nSlice';
import { cataloguesVersion, subscribeToCatalogues, translate, type Catalogue, type Vars } from './translate';

/**
 * Returns `t(key, vars?)` bound to a feature catalogue and the visitor's language. A catalogue whose
 * translation is still downloading reads in English until it arrives, then the screen re-renders.
 */
export function useT<K extends string>(catalogue: Catalogue<K>) {
  const locale = useAppSelector(selectLocale);
  const version = useSyncExternalStore(subscribeToCatalogues, cataloguesVersion, cataloguesVersion);
  return useCallback(
    (key: K, vars?: Vars) => translate(catalogue, locale, key, vars),
    // `version` changes when a translation arrives: a new `t` makes memoised children read it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [catalogue, locale, version],
  );
}
