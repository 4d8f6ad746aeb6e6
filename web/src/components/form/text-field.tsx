import { Input, type InputProps } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

type TextFieldProps = Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur'> & {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  markRequired?: boolean;
};

/** A text, e-mail or password input bound to a Formik field. */
export function TextField({ name, label, helperText, required, markRequired, ...inputProps }: TextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} required={required} markRequired={markRequired}>
      {({ describedBy }) => (
        <Input size="lg" {...inputProps} {...field} value={field.value ?? ''} aria-describedby={describedBy} />
      )}
    </FormField>
  );
}
