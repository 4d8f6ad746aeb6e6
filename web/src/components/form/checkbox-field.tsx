import { Field } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useVisibleError } from './form-field';
import { NativeCheckbox } from './native-checkbox';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/** A required checkbox bound to a boolean Formik field, with its error message under it. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  const error = useVisibleError(name);
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;

  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={Boolean(error)} required>
      <NativeCheckbox
        name={name}
        id={inputId}
        label={label}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
