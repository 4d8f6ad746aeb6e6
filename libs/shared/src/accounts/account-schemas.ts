import { type InferType, object, string } from 'yup';
import {
  accountPasswordField,
  addressField,
  boutiqueNameField,
  confirmPasswordField,
  emailField,
  personNameField,
  phoneField,
} from '../validation/fields';
import { fieldLimits } from '../validation/limits';
import { messages } from '../validation/messages';
import { accountMessages } from './account-details';
import { verbatimText } from '../validation/free-text';

/** PUT /api/account { name, phone, email }: her own details. A new e-mail counts once its link is opened. */
export const updateProfileSchema = object({
  name: personNameField(),
  phone: phoneField().default(''),
  email: emailField(),
});
export type UpdateProfileRequest = InferType<typeof updateProfileSchema>;

/** PUT /api/account/boutique { name, address, phone } (admins): the boutique's details, as sign-up took them. */
export const updateBoutiqueSchema = object({
  name: boutiqueNameField(),
  address: addressField(),
  phone: phoneField().required(messages.phoneRequired),
});
export type UpdateBoutiqueRequest = InferType<typeof updateBoutiqueSchema>;

/** POST /api/account/password { currentPassword, password }: the new one follows the one account password rule. */
export const changePasswordRequestSchema = object({
  currentPassword: string()
    .meta(verbatimText)
    .required(accountMessages.currentPasswordRequired)
    .max(fieldLimits.password - 1, accountMessages.wrongCurrentPassword),
  password: accountPasswordField().test(
    'not-the-current-one',
    accountMessages.samePassword,
    (value, context) => !value || value !== context.parent.currentPassword,
  ),
});
export type ChangePasswordRequest = InferType<typeof changePasswordRequestSchema>;

/** The change-password form: the request plus the new password typed again. */
export const changePasswordFormSchema = changePasswordRequestSchema.shape({
  confirmPassword: confirmPasswordField(),
});

export const teamRoles = ['admin', 'consultant'] as const;
export type TeamRole = (typeof teamRoles)[number];

/** PUT /api/consultants/{id}/role { role } (the owner): makes a team member an admin, or a consultant again. */
export const changeRoleSchema = object({
  role: string().required(accountMessages.roleRequired).oneOf(teamRoles, accountMessages.roleRequired),
});
