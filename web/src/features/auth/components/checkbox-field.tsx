import { Checkbox, Field } from '@chakra-ui/react';
import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { useVisibleError } from './form-field';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/** A checkbox bound to a boolean Formik field, with its error message under it. */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const error = useVisibleError(name);
  const errorId = `${id}-error`;

  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={Boolean(error)} required>
      <Checkbox.Root
        name={name}
        checked={field.value === true}
        onCheckedChange={({ checked }) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(checked === true);
        }}
        colorPalette="brand"
        alignItems="flex-start"
      >
        <Checkbox.HiddenInput onBlur={field.onBlur} aria-describedby={error ? errorId : undefined} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
      </Checkbox.Root>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
