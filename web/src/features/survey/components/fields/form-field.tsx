import { Box, Field } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useVisibleError } from '../../../../components/form/form-field';

export interface FormFieldProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  /** A short note that screen readers announce when it appears (e.g. why a value was cleared). */
  notice?: ReactNode;
  required?: boolean;
  /** Renders the control; `describedBy` names the hint, the notice and the error. */
  children: (control: { describedBy: string | undefined }) => ReactNode;
}

/** A labelled Chakra field bound to a Formik value: label, control, hint, notice and error. */
export function FormField({ name, label, helperText, notice, required = false, children }: FormFieldProps) {
  const id = useId();
  const error = useVisibleError(name);
  const ids = { errorText: `${id}-error`, helperText: `${id}-hint` };
  const noticeId = `${id}-notice`;
  const describedBy = [helperText ? ids.helperText : null, notice ? noticeId : null, error ? ids.errorText : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Field.Root id={id} ids={ids} invalid={Boolean(error)} required={required}>
      <Field.Label fontWeight="semibold" fontSize="md">
        {label}
        {required && <Field.RequiredIndicator color="red.700" />}
      </Field.Label>
      {children({ describedBy: describedBy || undefined })}
      {helperText && (
        <Field.HelperText color="fg.muted" fontSize="sm">
          {helperText}
        </Field.HelperText>
      )}
      {/* Always present, so screen readers announce the notice when it appears. */}
      <Box id={noticeId} role="status" color="orange.800" fontSize="sm">
        {notice}
      </Box>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
