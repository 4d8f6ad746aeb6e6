import { Textarea, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

type BoundTextareaProps = Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  /** The ids of the field's hint and error, from its FormField. */
  describedBy: string | undefined;
};

/** A large textarea bound to a Formik field, the control inside a labelled field. */
export function BoundTextarea({ name, describedBy, ...textareaProps }: BoundTextareaProps) {
  const [field] = useField<string>(name);
  return <Textarea size="lg" {...textareaProps} {...field} value={field.value ?? ''} aria-describedby={describedBy} />;
}

type TextareaFieldProps = Omit<BoundTextareaProps, 'describedBy'> & {
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
};

/** A multi-line text bound to a Formik field. */
export function TextareaField({ name, label, helperText, required, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField name={name} label={label} helperText={helperText} required={required}>
      {({ describedBy }) => <BoundTextarea name={name} rows={4} {...textareaProps} describedBy={describedBy} />}
    </FormField>
  );
}
