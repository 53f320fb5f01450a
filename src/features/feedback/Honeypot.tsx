import type { Ref } from 'react';
import { HONEYPOT_FIELD } from '@/shared/api/botCheck';
import { useT } from '@/shared/i18n/useT';
import { feedbackMessages } from './messages';

/**
 * The bot check's honeypot (src/shared/api/botCheck.ts): a text field hidden from people and from
 * assistive technology, which form-filling bots fill in. Sent with the form, with the app or without.
 */
export function Honeypot({ inputRef }: { inputRef?: Ref<HTMLInputElement> }) {
  const t = useT(feedbackMessages);
  return (
    <div hidden>
      <label>
        {t('bot.leaveEmpty')}
        <input
          ref={inputRef}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </label>
    </div>
  );
}
