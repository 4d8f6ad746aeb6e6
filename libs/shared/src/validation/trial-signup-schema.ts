import { type InferType, object, string } from 'yup';
import { fieldLimits } from './limits';
import { messages } from './messages';

/** The body of POST /api/trial-signup and the trial form. */
export const trialSignupSchema = object({
  name: string()
    .trim()
    .required(messages.nameMin2)
    .min(2, messages.nameMin2)
    .max(fieldLimits.name, messages.tooLong('Name', fieldLimits.name)),
  phone: string()
    .trim()
    .required(messages.phoneMin10)
    .min(10, messages.phoneMin10)
    .max(fieldLimits.phone, messages.tooLong('Phone', fieldLimits.phone)),
  email: string()
    .trim()
    .required(messages.email)
    .max(fieldLimits.email, messages.tooLong('Email', fieldLimits.email))
    .email(messages.email),
  boutiqueName: string()
    .trim()
    .required(messages.boutiqueNameMin2)
    .min(2, messages.boutiqueNameMin2)
    .max(fieldLimits.boutiqueName, messages.tooLong('Boutique name', fieldLimits.boutiqueName)),
});

export type TrialSignupRequest = InferType<typeof trialSignupSchema>;
