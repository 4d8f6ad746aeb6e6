import { Form, type FormikFormProps, useFormikContext } from 'formik';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

const invalidControl = '[data-scope="field"][data-part="root"][data-invalid] :is(input, select, textarea)';

/**
 * After a submit attempt that fails validation, moves focus to the first invalid control and
 * calls `onInvalid` with the errors, so keyboard and screen-reader users land on the message.
 */
function FocusFirstError({
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

interface FocusingFormProps extends Omit<FormikFormProps, 'noValidate' | 'onInvalid'> {
  /** The form element, for a caller that also looks into it (e.g. a dialog's first field). */
  formRef?: RefObject<HTMLFormElement | null>;
  onInvalid?: (errors: Record<string, unknown>) => void;
  children: ReactNode;
}

/** The app's Formik form: the browser's own validation off, the focus on the first invalid field after a failed submit. */
export function FocusingForm({ formRef, onInvalid, children, ...formProps }: FocusingFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  return (
    <Form ref={ref} noValidate {...formProps}>
      <FocusFirstError form={ref} onInvalid={onInvalid} />
      {children}
    </Form>
  );
}
