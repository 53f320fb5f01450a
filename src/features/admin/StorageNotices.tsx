import Button from 'react-bootstrap/Button';
import { useT } from '@/shared/i18n/useT';
import { downloadText } from '@/shared/lib/download';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import {
  selectSetAside,
  selectStorageFailure,
  setAsideNoticeDismissed,
  type SetAsideValue,
} from '@/shared/store/storageSlice';
import { adminMessages, type AdminMessageKey } from './messages';

/** What each stored key holds, in words staff know. */
const KEY_NAMES: Record<string, AdminMessageKey> = {
  [STORAGE_KEYS.content]: 'stored.content',
  [STORAGE_KEYS.language]: 'stored.language',
};

/** Saves `value`'s original text as a JSON file named after its key. */
const download = ({ key, raw }: SetAsideValue) => downloadText(`${key}.json`, raw);

/**
 * The staff area's two notices about stored data: changes are not being saved in this browser (until a
 * write succeeds again), and a stored value that could not be used was set aside — named, with its
 * original to download. Neither is a toast: both stay until the situation or the staff member ends it.
 */
export function StorageNotices() {
  const t = useT(adminMessages);
  const dispatch = useAppDispatch();
  const failure = useAppSelector(selectStorageFailure);
  const setAside = useAppSelector(selectSetAside);
  return (
    <>
      <div role="status">
        {failure && (
          <div className="alert alert-warning">
            <h2 className="alert-heading h5">{t('notSaved.title')}</h2>
            <p className="mb-0">{t(`notSaved.${failure}`)}</p>
          </div>
        )}
      </div>
      {setAside.length > 0 && (
        <section className="alert alert-warning" aria-labelledby="set-aside-title">
          <h2 id="set-aside-title" className="alert-heading h5">
            {t('setAside.title')}
          </h2>
          <ul className="mb-2">
            {setAside.map((value) => (
              <li key={value.asideKey ?? value.key} className="mb-2">
                {t(
                  value.reason === 'newer'
                    ? 'setAside.newer'
                    : value.asideKey
                      ? 'setAside.copied'
                      : 'setAside.kept',
                  {
                    name: t(KEY_NAMES[value.key] ?? 'stored.other'),
                  },
                )}{' '}
                <Button size="sm" variant="outline-primary" onClick={() => download(value)}>
                  {t('setAside.download')}
                  <span className="visually-hidden"> {t(KEY_NAMES[value.key] ?? 'stored.other')}</span>
                </Button>
              </li>
            ))}
          </ul>
          <Button size="sm" variant="outline-primary" onClick={() => dispatch(setAsideNoticeDismissed())}>
            {t('setAside.dismiss')}
          </Button>
        </section>
      )}
    </>
  );
}
