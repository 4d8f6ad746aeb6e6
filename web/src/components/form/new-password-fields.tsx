import { useField } from 'formik';
import type { ComponentProps, ReactNode } from 'react';
import { PasswordChecklist } from './password-checklist';
import { TextField } from './text-field';

/** The password rule in a sentence, under every new-password field. */
export const passwordRuleHint =
  'Use at least 8 characters with upper and lower case letters, a number and a special character.';

type SharedFieldProps = Pick<ComponentProps<typeof TextField>, 'required' | 'markRequired' | 'minLength'>;

interface NewPasswordFieldsProps extends SharedFieldProps {
  label: string;
  /** Defaults to the password rule. */
  helperText?: ReactNode;
}

/** A new password (Formik's `password`) with its checklist, then its confirmation (`confirmPassword`). */
export function NewPasswordFields({ label, helperText = passwordRuleHint, ...fieldProps }: NewPasswordFieldsProps) {
  const [{ value: password }] = useField<string>('password');
  return (
    <>
      <TextField
        name="password"
        label={label}
        type="password"
        autoComplete="new-password"
        helperText={helperText}
        {...fieldProps}
      />
      <PasswordChecklist password={password} />
      <TextField
        name="confirmPassword"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        {...fieldProps}
      />
    </>
  );
}
