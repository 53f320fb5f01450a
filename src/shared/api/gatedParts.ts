/*
 * The ids of the elements of the parts whose code loads when they are used (src/compose/belowTheFold.tsx),
 * apart from the rest of their modules: the page's own code watches for them without taking the parts'
 * code along.
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

/**
 * The newsletter's sign-up form. A page the server answered with thanks, or a link's page, shows no form,
 * so there the code loads at once and carries on.
 */
export const NEWSLETTER_FORM_ID = 'newsletter-form';
