import { useCallback } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectLocale } from './i18nSlice';
import { translate, type Catalogue, type Vars } from './translate';

/** Returns `t(key, vars?)` bound to a feature catalogue and the visitor's chosen language. */
export function useT<K extends string>(catalogue: Catalogue<K>) {
  const locale = useAppSelector(selectLocale);
  return useCallback((key: K, vars?: Vars) => translate(catalogue, locale, key, vars), [catalogue, locale]);
}
