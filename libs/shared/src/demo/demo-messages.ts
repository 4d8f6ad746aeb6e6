/** The demo-mode notices: shown by the demo UI, and answered by the API with a 403. */
export const demoMessages = {
  title: 'Demo Mode',
  liveAccountOnly: 'This feature works in your live account.',
  resendDisabled: 'Resending invitations is disabled in demo mode.',
  editDisabled: 'Consultant editing is disabled in demo mode.',
  deleteDisabled: 'Consultant deletion is disabled in demo mode.',
  /** A demo call without the trial's demo-access cookie. */
  accessRequired: 'Please start the free demo first: it takes a few seconds at /trial-signup.',
} as const;

/** The body of the API's 403 for a write to the demo boutique. */
export interface DemoModeRefusal {
  error: string;
  title: typeof demoMessages.title;
}

/** The seats the demo boutique has, room for its sample team. */
export const demoSeatCount = 8;
/** The demo boutique's sample team: five consultants with a record, and one invited. */
export const demoTeamSize = 6;

/** A bride sent through the demo survey is deleted this long after she was submitted. */
export const demoBrideLifetimeMs = 60 * 60 * 1000;
