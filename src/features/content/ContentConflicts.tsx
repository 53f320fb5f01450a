import Button from 'react-bootstrap/Button';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { conflictResolved, selectContentConflicts } from './contentSlice';
import { contentMessages } from './messages';

/**
 * Changes made here that another tab saved over first (contentMerge.ts): each says what happened and
 * lets staff choose — the other tab's version (already on screen) or their own, saved over it.
 */
export function ContentConflicts() {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const conflicts = useAppSelector(selectContentConflicts);
  return (
    <div role="status">
      {conflicts.map(({ id, kind, mine, title }) => (
        <div key={id} className="alert alert-warning">
          <p className="mb-2">
            {t(
              mine === null
                ? 'conflict.deletedHere'
                : kind === 'deleted'
                  ? 'conflict.deleted'
                  : 'conflict.changed',
              {
                title,
              },
            )}
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => dispatch(conflictResolved({ id, keep: 'theirs' }))}
            >
              {t('conflict.theirs')} <span className="visually-hidden">({t('conflict.theirsHint')})</span>
            </Button>
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => dispatch(conflictResolved({ id, keep: 'mine' }))}
            >
              {t('conflict.mine')} <span className="visually-hidden">({t('conflict.mineHint')})</span>
            </Button>
          </div>
        </div>
      ))}
    </div>
  );
}
