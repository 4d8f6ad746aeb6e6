import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

const invalidControl = '[data-scope="field"][data-part="root"][data-invalid] :is(input, select, textarea)';

/**
 * After a submit attempt that fails validation, moves focus to the first invalid control, so
 * keyboard and screen-reader users land on the message instead of a silent button.
 */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);

  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (isValid) return;
    form.current?.querySelector<HTMLElement>(invalidControl)?.focus();
  }, [submitCount, isSubmitting, isValid, form]);

  return null;
}
