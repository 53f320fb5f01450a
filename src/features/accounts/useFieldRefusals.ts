import { createRef, useState, type RefObject } from 'react';
import { fieldsOf } from './accountsApi';

type Refusals<F extends string> = Partial<Record<F, string>>;

/**
 * An account form's refusals, each beside its field (AccountField ties it to the input), from the form's
 * own checks or the server's: the first refused field takes focus, so its message is what a screen
 * reader reads next. The server names fields in its answer (ApiError.fields) whatever the status: 400
 * for a field that does not read, 409 for an e-mail address another account has.
 */
export function useFieldRefusals<F extends string>(fields: readonly F[]) {
  const [errors, setErrors] = useState<Refusals<F>>({});
  const [refs] = useState(
    () =>
      Object.fromEntries(fields.map((field) => [field, createRef<HTMLInputElement>()])) as Record<
        F,
        RefObject<HTMLInputElement | null>
      >,
  );
  /** Shows `found` instead of what was shown (none: clears it); returns the first refused field. */
  const show = (found: Refusals<F>) => {
    setErrors(found);
    const first = fields.find((field) => found[field]);
    if (first) refs[first].current?.focus();
    return first;
  };
  /** Shows a refused call's messages beside the fields it names; false when it names none of them. */
  const showFromServer = (error: unknown) => {
    const fromServer = fieldsOf(error);
    const named = fields.filter((field) => fromServer[field]);
    if (named.length === 0) return false;
    show(Object.fromEntries(named.map((field) => [field, fromServer[field]])) as Refusals<F>);
    return true;
  };
  return { errors, refs, show, showFromServer };
}
