import { NativeSelect } from '@chakra-ui/react';
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from './form-field';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string | number> {
  name: string;
  label: ReactNode;
  helperText?: ReactNode;
  options: readonly SelectOption<T>[];
}

/** A native select bound to a Formik field; the value keeps the options' type (number or string). */
export function SelectField<T extends string | number>({ name, label, helperText, options }: SelectFieldProps<T>) {
  const [field, , helpers] = useField<T>(name);
  return (
    <FormField name={name} label={label} helperText={helperText} required markRequired={false}>
      {({ describedBy }) => (
        <NativeSelect.Root size="lg">
          <NativeSelect.Field
            name={name}
            value={String(field.value)}
            onChange={(event) => {
              const chosen = options.find((option) => String(option.value) === event.target.value);
              if (chosen) void helpers.setValue(chosen.value);
            }}
            onBlur={field.onBlur}
            aria-describedby={describedBy}
          >
            {options.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
