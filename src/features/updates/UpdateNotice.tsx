import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { updatesMessages } from './messages';
import { selectUpdateReady, updateAccepted } from './updatesSlice';

/**
 * Tells the visitor when a new version of the site has been saved for offline use, and lets them
 * switch to it. Nothing changes under them until they choose to: the old version keeps serving every
 * page and file until then, so a page never mixes old and new code.
 */
export function UpdateNotice() {
  const t = useT(updatesMessages);
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectUpdateReady);
  return (
    <div role="status" className={ready ? 'update-notice' : 'visually-hidden'}>
      {ready && (
        <>
          <span>{t('update.ready')}</span>
          <button type="button" className="btn btn-light btn-sm" onClick={() => dispatch(updateAccepted())}>
            {t('update.reload')}
          </button>
        </>
      )}
    </div>
  );
}
