/** Server-side answers of the consultants calls that the shared contract does not name. */
export const consultantServerMessages = {
  notPending: 'Only a consultant whose invitation is still pending can be sent a new one.',
  adminsEditThemselves: "An admin's details can only be changed by that admin.",
  ownEmailFixed: 'The e-mail address you log in with cannot be changed here: change it on your Account page.',
  adminNeedsEmail: 'Add her e-mail address first: an admin logs in with it.',
} as const;
