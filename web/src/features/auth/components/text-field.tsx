import type { ComponentProps } from 'react';
import { TextField as FormTextField } from '../../../components/form/text-field';

/** A field of the sign-up and log-in forms: required, like all of them, so none carries an asterisk. */
export function TextField(props: ComponentProps<typeof FormTextField>) {
  return <FormTextField required markRequired={false} {...props} />;
}

/** The e-mail address field of the sign-up, log-in and password forms. */
export function EmailField(props: Omit<ComponentProps<typeof FormTextField>, 'name' | 'label'>) {
  return (
    <TextField name="email" label="Email Address" type="email" autoComplete="email" inputMode="email" {...props} />
  );
}
