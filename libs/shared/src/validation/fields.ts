import { string } from 'yup';
import { isCommonPassword } from './common-passwords';
import { fieldLimits } from './limits';
import { messages } from './messages';
import { verbatimText } from './free-text';

/** A person's name, as sign-up takes it. */
export const personNameField = () =>
  string().trim().required(messages.nameRequired).max(fieldLimits.name, messages.tooLong('Name', fieldLimits.name));

/** A phone number, as sign-up takes it (required there; a consultant's own may stay empty). */
export const phoneField = () => string().trim().max(fieldLimits.phone, messages.tooLong('Phone', fieldLimits.phone));

export const boutiqueNameField = () =>
  string()
    .trim()
    .required(messages.boutiqueNameRequired)
    .max(fieldLimits.boutiqueName, messages.tooLong('Boutique name', fieldLimits.boutiqueName));

export const addressField = () =>
  string()
    .trim()
    .required(messages.addressRequired)
    .max(fieldLimits.address, messages.tooLong('Address', fieldLimits.address));

export const emailField = () =>
  string()
    .trim()
    .required(messages.emailRequired)
    .max(fieldLimits.email, messages.tooLong('Email', fieldLimits.email))
    .email(messages.email);

/** Words a form may say instead of the rule's own for a missing or short password. */
export interface PasswordRuleWording {
  required?: string;
  tooShort?: string;
}

/**
 * The one account password rule (8 to 128 characters with a lowercase letter, an uppercase letter, a
 * digit and a special character, and not a common password), in the browser and on the server: sign-up,
 * password reset and invitation acceptance all use it, so a password refused by one is refused by
 * all. Only the wording of a missing or short password may differ (the accept-invite page's).
 */
export const accountPasswordField = (wording: PasswordRuleWording = {}) =>
  string()
    .meta(verbatimText)
    .required(wording.required ?? messages.passwordRequired)
    .min(8, wording.tooShort ?? messages.passwordMin8)
    .max(fieldLimits.password - 1, messages.passwordMax128)
    .matches(/[a-z]/, messages.passwordLowercase)
    .matches(/[A-Z]/, messages.passwordUppercase)
    .matches(/[0-9]/, messages.passwordNumber)
    .matches(/[^A-Za-z0-9]/, messages.passwordSpecial)
    .test('not-common', messages.passwordCommon, (value) => !value || !isCommonPassword(value));

/** Confirmation of the `password` field; empty is reported as missing, not as a mismatch. */
export const confirmPasswordField = () =>
  string()
    .meta(verbatimText)
    .required(messages.confirmPasswordRequired)
    .test(
      'matches-password',
      messages.passwordsDontMatch,
      (value, context) => !value || value === context.parent.password,
    );
