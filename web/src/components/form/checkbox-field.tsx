import { chakra, Field, HStack } from '@chakra-ui/react';
import { useField } from 'formik';
import { type ReactNode, useId } from 'react';
import { useVisibleError } from './form-field';

interface CheckboxFieldProps {
  name: string;
  label: ReactNode;
}

/**
 * A checkbox bound to a boolean Formik field, with its error message under it. A native
 * checkbox in the brand colour: Chakra's Checkbox brings a state machine (about 10 KB gzipped)
 * to the sign-up page for one box a native input handles as well, keyboard and label included.
 */
export function CheckboxField({ name, label }: CheckboxFieldProps) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  const error = useVisibleError(name);
  const inputId = `${id}-input`;
  const errorId = `${id}-error`;

  return (
    <Field.Root id={id} ids={{ errorText: errorId }} invalid={Boolean(error)} required>
      <HStack align="flex-start" gap="2.5">
        <chakra.input
          type="checkbox"
          id={inputId}
          name={name}
          checked={field.value === true}
          onChange={(event) => {
            void helpers.setTouched(true, false);
            void helpers.setValue(event.target.checked);
          }}
          onBlur={field.onBlur}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          boxSize="4"
          mt="0.5"
          flexShrink={0}
          accentColor="brand.solid"
          cursor="pointer"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
        />
        <chakra.label htmlFor={inputId} textStyle="sm" cursor="pointer">
          {label}
        </chakra.label>
      </HStack>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
