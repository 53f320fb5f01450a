/*
 * The ids of the feedback parts' elements, apart from the rest of feedback.ts: the page's own code
 * watches for them (src/routes/belowTheFold.tsx) without taking the feedback form's code along.
 */

/** The id of the question's section: the form's answer page opens scrolled to it. */
export const FEEDBACK_SECTION_ID = 'page-feedback';

/** The id of the report's part of the notice: the form's answer page opens scrolled to it. */
export const TRANSLATION_REPORT_ID = 'translation-report';

/**
 * The id of the report's closed form (its "Report a problem with this translation" button): its code
 * loads when the button is used. A page the server answered with the report open has none.
 */
export const TRANSLATION_REPORT_OPENER_ID = 'translation-report-opener';
