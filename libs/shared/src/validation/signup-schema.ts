import { boolean, type InferType, mixed, number, object } from 'yup';
import { isValidTimeZone } from '../appointments/boutique-settings';
import { consultantSeats } from '../pricing/pricing';
import {
  accountPasswordField,
  addressField,
  boutiqueNameField,
  confirmPasswordField,
  emailField,
  personNameField,
  phoneField,
} from './fields';
import { messages } from './messages';

/** The body of POST /api/signup. */
export const signupRequestSchema = object({
  name: personNameField(),
  email: emailField(),
  password: accountPasswordField(),
  phone: phoneField().required(messages.phoneRequired),
  boutiqueName: boutiqueNameField(),
  address: addressField(),
  consultantSeats: number()
    .typeError(messages.consultantSeats)
    .integer(messages.consultantSeats)
    .min(consultantSeats.min, messages.consultantSeats)
    .max(consultantSeats.max, messages.consultantSeats)
    .default(consultantSeats.default),
  agreedToTerms: boolean().required(messages.agreeToTerms).oneOf([true], messages.agreeToTerms),
  /** The browser's IANA time zone, the boutique's first; one the server does not know is dropped (the default applies). */
  timeZone: mixed<string>()
    .transform((value: unknown) => (isValidTimeZone(value) ? value.trim() : undefined))
    .optional(),
});

/** The sign-up form: the request plus the password confirmation. */
export const signupFormSchema = signupRequestSchema.shape({
  confirmPassword: confirmPasswordField(),
});

export type SignupRequest = InferType<typeof signupRequestSchema>;
export type SignupForm = InferType<typeof signupFormSchema>;
