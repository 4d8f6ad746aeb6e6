import { Field } from '@chakra-ui/react';
import { getIn, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';

/** The first message in a Formik error, which for a list field may be an array of messages. */
function firstMessage(error: unknown): string | undefined {
  if (typeof error === 'string') return error;
  if (Array.isArray(error)) {
    for (const item of error) {
      const message = firstMessage(item);
      if (message) return message;
    }
  }
  return undefined;
}

/** A field's error, once the user has left the field or tried to submit (the survey: pressed Next or Send). */
export function useVisibleError(name: string): string | undefined {
  const { errors, touched, submitCount } = useFormikContext();
  const shown = Boolean(getIn(touched, name)) || submitCount > 0;
  return shown ? firstMessage(getIn(errors, name)) : undefined;
}

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  /** Marks a required field with an asterisk; a form whose fields are all required leaves it off. */
  markRequired?: boolean;
  /** Renders the control; `describedBy` names the hint and the error so screen readers read both. */
  children: (control: { describedBy: string | undefined }) => ReactNode;
}

/** A labelled Chakra field bound to a Formik value: label, control, hint and error message. */
export function FormField({
  name,
  label,
  helperText,
  required = false,
  markRequired = true,
  children,
}: FormFieldProps) {
  const id = useId();
  const error = useVisibleError(name);
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const describedBy = [helperText ? ids.helperText : null, error ? ids.errorText : null].filter(Boolean).join(' ');

  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold">
        {label}
        {required && markRequired && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ describedBy: describedBy || undefined })}
      {helperText && <Field.HelperText color="fg.muted">{helperText}</Field.HelperText>}
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
