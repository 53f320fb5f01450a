import { createContext, use, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { FormAnswers } from '@/shared/api/formAnswers';

const NONE: FormAnswers = {};

/**
 * The server's answers to forms sent without the app (src/shared/api/formAnswers.ts), for the page being
 * rendered: set on the server when it renders a form's answer, and in the browser from the page it
 * hydrates, so both render the form as answered. Empty everywhere else.
 */
const FormAnswersContext = createContext<FormAnswers>(NONE);

/**
 * Gives `answers` to the page first shown (the server's answer page, and its hydration), and none once
 * the visitor has moved on: a form met again later, even by going Back, starts empty.
 */
export function FormAnswersProvider({ answers, children }: { answers: FormAnswers; children: ReactNode }) {
  const { key } = useLocation();
  const [firstKey] = useState(key);
  const [movedOn, setMovedOn] = useState(false);
  // Remembered during render (React's pattern for state derived from a change), so no render in
  // between shows the answer on another page.
  if (key !== firstKey && !movedOn) setMovedOn(true);
  const current = movedOn || key !== firstKey ? NONE : answers;
  return <FormAnswersContext value={current}>{children}</FormAnswersContext>;
}

/** The server's answer to this kind of form on this page, if the page is one. */
export function useFormAnswer<K extends keyof FormAnswers>(form: K): FormAnswers[K] {
  return use(FormAnswersContext)[form];
}
