import type { ComponentProps } from 'react';
import { TextField as FormTextField } from '../../../components/form/text-field';

/** A field of the sign-up and log-in forms: required, like all of them, so none carries an asterisk. */
export function TextField(props: ComponentProps<typeof FormTextField>) {
  return <FormTextField required markRequired={false} {...props} />;
}
