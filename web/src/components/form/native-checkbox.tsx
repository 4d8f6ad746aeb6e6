import { chakra, type HTMLChakraProps, HStack } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';

/** The brand's native checkbox, for a box that is no Formik field too (a switch saved as it is switched). */
export const nativeCheckboxStyle = {
  boxSize: '4',
  mt: '0.5',
  flexShrink: 0,
  accentColor: 'brand.solid',
  cursor: 'pointer',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const satisfies HTMLChakraProps<'input'>;

interface NativeCheckboxProps extends Omit<
  HTMLChakraProps<'input'>,
  'id' | 'name' | 'type' | 'checked' | 'onChange' | 'onBlur'
> {
  /** The boolean Formik field it sets. */
  name: string;
  id: string;
  label: ReactNode;
  labelProps?: HTMLChakraProps<'label'>;
}

/**
 * A native checkbox in the brand colour bound to a boolean Formik field, its label beside it.
 * Chakra's Checkbox and Switch bring a state machine (about 10 KB gzipped) for one box a native
 * input handles as well, keyboard and label included. With role="switch" it says its state too.
 */
export function NativeCheckbox({
  name,
  id,
  label,
  labelProps = { textStyle: 'sm' },
  ...inputProps
}: NativeCheckboxProps) {
  const [field, , helpers] = useField<boolean>(name);
  const checked = field.value === true;
  return (
    <HStack align="flex-start" gap="2.5">
      <chakra.input
        type="checkbox"
        id={id}
        name={name}
        checked={checked}
        aria-checked={inputProps.role === 'switch' ? checked : undefined}
        onChange={(event) => {
          void helpers.setTouched(true, false);
          void helpers.setValue(event.target.checked);
        }}
        onBlur={field.onBlur}
        {...nativeCheckboxStyle}
        {...inputProps}
      />
      <chakra.label htmlFor={id} cursor="pointer" {...labelProps}>
        {label}
      </chakra.label>
    </HStack>
  );
}
