import { Input, type InputProps, type TextareaProps } from '@chakra-ui/react';
import { useField } from 'formik';
import type { FocusEvent, ReactNode } from 'react';
import { BoundTextarea } from '../../../../components/form/textarea-field';
import { FormField } from './form-field';

interface SharedProps {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  notice?: ReactNode;
  required?: boolean;
}

type TextFieldProps = SharedProps & Omit<InputProps, 'name' | 'value' | 'onChange' | 'required'>;

/** A text, date, URL or number-like input bound to a Formik field. */
export function TextField({ name, label, helperText, notice, required, onBlur, ...inputProps }: TextFieldProps) {
  const [field] = useField<string>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} notice={notice} required={required}>
      {({ describedBy }) => (
        <Input
          size="lg"
          {...inputProps}
          {...field}
          value={field.value ?? ''}
          onBlur={(event: FocusEvent<HTMLInputElement>) => {
            // The caller's blur first, so a value it corrects is the one Formik validates.
            onBlur?.(event);
            field.onBlur(event);
          }}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );
}

type TextareaFieldProps = SharedProps & Omit<TextareaProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'required'>;

/** A free-text answer bound to a Formik field. */
export function TextareaField({ name, label, helperText, required, ...textareaProps }: TextareaFieldProps) {
  return (
    <FormField name={name} label={label} helperText={helperText} required={required}>
      {({ describedBy }) => (
        <BoundTextarea name={name} rows={5} autoresize {...textareaProps} describedBy={describedBy} />
      )}
    </FormField>
  );
}
