import { chakra, HStack } from '@chakra-ui/react';
import { useField } from 'formik';
import { useId } from 'react';

/** Her follow-up consent: a native checkbox, unticked unless she ticks it, never required. */
export function ConsentCheckbox({ name, label }: { name: string; label: string }) {
  const id = useId();
  const [field, , helpers] = useField<boolean>(name);
  return (
    <HStack align="flex-start" gap="2.5">
      <chakra.input
        type="checkbox"
        id={id}
        name={name}
        checked={field.value === true}
        onChange={(event) => void helpers.setValue(event.target.checked)}
        onBlur={field.onBlur}
        boxSize="5"
        mt="0.5"
        flexShrink={0}
        accentColor="brand.solid"
        cursor="pointer"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
      />
      <chakra.label htmlFor={id} textStyle="sm" cursor="pointer">
        {label}
      </chakra.label>
    </HStack>
  );
}
