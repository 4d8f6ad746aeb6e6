import { Field, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';
import { useVisibleError } from './form-field';
import { NativeCheckbox } from './native-checkbox';

interface SwitchFieldProps {
  /** The boolean Formik field it sets. */
  name: string;
  label: string;
  /** What on and off mean, under it. */
  hint: ReactNode;
}

/** An on/off setting: a native checkbox with the switch role, its hint and error under it. */
export function SwitchField({ name, label, hint }: SwitchFieldProps) {
  const id = useId();
  const error = useVisibleError(name);
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Field.Root id={id} ids={{ errorText: errorId, helperText: hintId }} invalid={Boolean(error)}>
      <NativeCheckbox
        name={name}
        id={inputId}
        label={label}
        labelProps={{ fontWeight: 'semibold' }}
        role="switch"
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        mt="1"
      />
      <Text id={hintId} fontSize="sm" color="fg.muted">
        {hint}
      </Text>
      <Field.ErrorText color="red.700" fontSize="sm">
        {error}
      </Field.ErrorText>
    </Field.Root>
  );
}
