import { string } from 'yup';
import { isCommonPassword } from './common-passwords';
import { fieldLimits } from './limits';
import { messages } from './messages';

export const emailField = () =>
  string()
    .trim()
    .required(messages.emailRequired)
    .max(fieldLimits.email, messages.tooLong('Email', fieldLimits.email))
    .email(messages.email);

/** The account password policy of the sign-up form (section 5 of the spec). */
export const accountPasswordField = () =>
  string()
    .required(messages.passwordRequired)
    .min(8, messages.passwordMin8)
    .max(fieldLimits.password - 1, messages.passwordMax128)
    .matches(/[a-z]/, messages.passwordLowercase)
    .matches(/[A-Z]/, messages.passwordUppercase)
    .matches(/[0-9]/, messages.passwordNumber)
    .matches(/[^A-Za-z0-9]/, messages.passwordSpecial)
    .test('not-common', messages.passwordCommon, (value) => !value || !isCommonPassword(value));

/** Confirmation of the `password` field; empty is reported as missing, not as a mismatch. */
export const confirmPasswordField = () =>
  string()
    .required(messages.confirmPasswordRequired)
    .test(
      'matches-password',
      messages.passwordsDontMatch,
      (value, context) => !value || value === context.parent.password,
    );
