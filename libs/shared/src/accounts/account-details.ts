import type { UserRole } from './account-types';

/** GET /api/account: the signed-in user's own details, and her boutique's. */
export interface AccountDetails {
  name: string;
  email: string;
  phone: string;
  /** A new address she asked for, waiting for her to open the link e-mailed to it; else null. */
  pendingEmail: string | null;
  emailConfirmed: boolean;
  userRole: UserRole;
  boutique: BoutiqueDetails;
}

export interface BoutiqueDetails {
  name: string;
  address: string;
  phone: string;
}

/** What the account page and its calls say. */
export const accountMessages = {
  currentPasswordRequired: 'Please enter your current password.',
  passwordForEmailChange: 'Please enter your current password to change your e-mail address.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'Your new password must be different from your current one.',
  passwordChangedTitle: 'Password Changed',
  passwordChanged: 'Your password is changed. You are signed out on every other device.',
  signedOutEverywhereTitle: 'Signed Out Everywhere',
  signedOutEverywhere: 'You are signed out on every device, this one included.',
  detailsSavedTitle: 'Details Saved',
  detailsSaved: 'Your details are saved.',
  emailChangePending: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes to it once you open the link; until then you log in with your current one.`,
  emailChangeRequested: (email: string) =>
    `We sent a link to ${email}. Your e-mail address changes to it once you open the link; until then you log in with your current one. Your other devices are signed out, and your current address was told of the change.`,
  boutiqueSaved: "The boutique's details are saved.",
  roleRequired: 'Please choose admin or consultant.',
  ownerOnly: 'Only the boutique owner can change who is an admin.',
  ownRole: 'You cannot change your own role.',
  ownerRole: "The boutique owner's role cannot be changed.",
  madeAdmin: (name: string) => `${name} is now an admin.`,
  madeConsultant: (name: string) => `${name} is now a consultant.`,
} as const;
