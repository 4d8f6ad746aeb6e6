import * as yup from 'yup';
import { consultantLimits } from './consultant-limits';
import { accountPasswordField } from '../validation/fields';
import { consultantMessages } from './consultants';
import { messages } from '../validation/messages';
import { optionalText, requiredText } from '../validation/text-fields';

const limits = consultantLimits;
export { consultantLimits };

const name = requiredText('Name is required', limits.name, messages.keepUnder('name', limits.name));
const coachingGoals = optionalText(limits.coachingGoals, messages.keepUnder('coaching goals', limits.coachingGoals), {
  multiLine: true,
});

/** An e-mail that may be left out: blank is none (null). */
const optionalEmail = yup
  .string()
  .trim()
  .transform((value: string | null | undefined) => (value ? value : null))
  .nullable()
  .default(null)
  .email('Please enter a valid email address')
  .max(limits.email);

/**
 * POST /api/consultants/invite { name, email, coachingGoals }: the management page's invitation.
 * The e-mail is required: the invitation is sent to it and it becomes her login.
 */
export const inviteConsultantSchema = yup.object({
  name: yup.string().trim().required(consultantMessages.missingInformation).max(limits.name),
  email: yup
    .string()
    .trim()
    .required(consultantMessages.missingInformation)
    .email('Please enter a valid email address')
    .max(limits.email),
  coachingGoals,
});
export type InviteConsultantRequest = yup.InferType<typeof inviteConsultantSchema>;

/**
 * POST /api/consultants { name, email?, coachingGoals }: the dashboard's 'Invite New Consultant',
 * where the e-mail is optional (spec). With an e-mail she is invited as by the management page;
 * without one she joins the team with no login yet ('Needs Setup') until an edit adds her address.
 */
export const addConsultantSchema = yup.object({ name, email: optionalEmail, coachingGoals });
export type AddConsultantRequest = yup.InferType<typeof addConsultantSchema>;

/**
 * PUT /api/consultants/{id} { name, email, coachingGoals }; the status follows her account, not the
 * form. The e-mail may be blank only for a consultant with no login yet (the server says so otherwise).
 */
export const updateConsultantSchema = yup.object({ name, email: optionalEmail, coachingGoals });
export type UpdateConsultantRequest = yup.InferType<typeof updateConsultantSchema>;

/**
 * The password an invited consultant chooses: the account password rule of sign-up and reset, with
 * the accept-invite page's own words for a missing or short one ('Password must be at least 8 characters long.').
 */
export const invitationPasswordField = () =>
  accountPasswordField({
    required: consultantMessages.passwordTooShort,
    tooShort: consultantMessages.passwordTooShort,
  });

/** POST /api/consultant-accept-invite { token, password }. */
export const acceptInvitationSchema = yup.object({
  token: yup.string().trim().required(consultantMessages.invalidInvitation).max(200),
  password: invitationPasswordField(),
});
export type AcceptInvitationRequest = yup.InferType<typeof acceptInvitationSchema>;
