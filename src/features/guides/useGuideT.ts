import { useCallback, useMemo } from 'react';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { type Vars } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import type { Guide, Translator } from './guideTypes';

/** `t` for a guide's own text, with its figures ({modificationFee}) filled in the reader's language. */
export function useGuideT<K extends string>(guide: Guide<K>): Translator<K> {
  const t = useT(guide.messages);
  const locale = useAppSelector(selectLocale);
  const figures = useMemo(() => guide.figures?.(locale), [guide, locale]);
  return useCallback(
    (key: K, vars?: Vars) => t(key, figures || vars ? { ...figures, ...vars } : undefined),
    [t, figures],
  );
}
