import { Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

type TextareaFieldProps = Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
};

/** A multi-line text bound to a Formik field. */
export function TextareaField({ name, label, helperText, required, ...textareaProps }: TextareaFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} required={required}>
      {({ describedBy }) => (
        <Textarea
          size="lg"
          rows={4}
          {...textareaProps}
          {...field}
          value={field.value ?? ''}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}
