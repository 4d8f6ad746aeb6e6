import { boolean, type InferType, number, object, string } from 'yup';
import { consultantSeats } from '../pricing/pricing';
import { accountPasswordField, confirmPasswordField, emailField } from './fields';
import { fieldLimits } from './limits';
import { messages } from './messages';

/** The body of POST /api/signup. */
export const signupRequestSchema = object({
  name: string()
    .trim()
    .required(messages.nameRequired)
    .max(fieldLimits.name, messages.tooLong('Name', fieldLimits.name)),
  email: emailField(),
  password: accountPasswordField(),
  phone: string()
    .trim()
    .required(messages.phoneRequired)
    .max(fieldLimits.phone, messages.tooLong('Phone', fieldLimits.phone)),
  boutiqueName: string()
    .trim()
    .required(messages.boutiqueNameRequired)
    .max(fieldLimits.boutiqueName, messages.tooLong('Boutique name', fieldLimits.boutiqueName)),
  address: string()
    .trim()
    .required(messages.addressRequired)
    .max(fieldLimits.address, messages.tooLong('Address', fieldLimits.address)),
  consultantSeats: number()
    .typeError(messages.consultantSeats)
    .integer(messages.consultantSeats)
    .min(consultantSeats.min, messages.consultantSeats)
    .max(consultantSeats.max, messages.consultantSeats)
    .default(consultantSeats.default),
  agreedToTerms: boolean().required(messages.agreeToTerms).oneOf([true], messages.agreeToTerms),
});

/** The sign-up form: the request plus the password confirmation. */
export const signupFormSchema = signupRequestSchema.shape({
  confirmPassword: confirmPasswordField(),
});

export type SignupRequest = InferType<typeof signupRequestSchema>;
export type SignupForm = InferType<typeof signupFormSchema>;
