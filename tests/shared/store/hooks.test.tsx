import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/app/store';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useAppSelector, useAppStore } from '@/shared/store/hooks';

/*
 * The hooks are typed with the app's state although shared cannot import it (the app registers it,
 * src/app/rootReducer.ts): `npm run typecheck` fails on the @ts-expect-error lines below if they went
 * untyped again (an unknown or any state would take them without complaint).
 */
describe('the store hooks', () => {
  const store = makeStore({ i18n: { locale: 'yo', preferred: null } });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;

  it("read the store's state, typed, with an inline selector or a slice's", () => {
    const { result } = renderHook(
      () => {
        const locale: string = useAppSelector((state) => state.i18n.locale);
        // @ts-expect-error: the store holds no such slice
        useAppSelector((state) => state.noSuchSlice as unknown);
        return [locale, useAppSelector(selectLocale)];
      },
      { wrapper },
    );
    expect(result.current).toEqual(['yo', 'yo']);
  });

  it("hand out the app's store, typed with its state", () => {
    const { result } = renderHook(() => useAppStore(), { wrapper });
    expect(result.current.getState().i18n.locale).toBe('yo');
    expect(result.current).toBe(store);
  });
});
