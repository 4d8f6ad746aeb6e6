import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

const invalidControl = '[data-scope="field"][data-part="root"][data-invalid] :is(input, select, textarea)';

/**
 * After a submit attempt that fails validation, moves focus to the first invalid control and
 * calls `onInvalid` with the errors, so keyboard and screen-reader users land on the message.
 */
export function FocusFirstError({
  form,
  onInvalid,
}: {
  form: RefObject<HTMLFormElement | null>;
  onInvalid?: (errors: Record<string, unknown>) => void;
}) {
  const { submitCount, isSubmitting, isValid, errors } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (isValid) return;
    onInvalid?.(errors as Record<string, unknown>);
    form.current?.querySelector<HTMLElement>(invalidControl)?.focus();
  }, [submitCount, isSubmitting, isValid, errors, form, onInvalid]);

  return null;
}
