import { feedbackGiven } from '@/features/feedback/feedbackSlice';
import { sendFeedback } from '@/features/feedback/sendFeedback';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { AppStartListening } from './listenerTypes';

/** Every "Is this page useful?" answer goes to the server too, with the language the page was read in. */
export function deliverFeedback(startListening: AppStartListening) {
  startListening({
    actionCreator: feedbackGiven,
    effect: async ({ payload: { page, useful, whatWentWrong }, meta }, api) => {
      const language = selectLocale(api.getState());
      // With the bot check's signals (src/shared/api/botCheck.ts), when the question measured them.
      await sendFeedback({ page, language, useful, ...(whatWentWrong ? { whatWentWrong } : {}), ...meta });
    },
  });
}
