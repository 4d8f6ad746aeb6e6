import { boolean, type InferType, object } from 'yup';

/**
 * The owner's setup checklist: what a new boutique does in its first hour, each item
 * worked out by the server from what is really done (GET /api/setup).
 */
export const setupItemKeys = ['confirmEmail', 'schedule', 'appointments', 'inventory', 'team', 'survey'] as const;

export type SetupItemKey = (typeof setupItemKeys)[number];

export interface SetupItem {
  key: SetupItemKey;
  done: boolean;
}

/** GET /api/setup. */
export interface SetupChecklist {
  items: SetupItem[];
  /** Every item done. */
  complete: boolean;
  /** An admin put the checklist away (for the whole boutique). */
  dismissed: boolean;
  /** Brides can book themselves: the hours and time zone were confirmed (or it is the demo). */
  onlineBookingOpen: boolean;
  /** What the schedule items describe: the boutique's current settings. */
  schedule: { timeZone: string; appointmentMinutes: number; capacity: number };
}

/** Each item's words: its title, and what it says while not done. */
export const setupItemTexts: Record<SetupItemKey, { title: string; todo: string; action: string }> = {
  confirmEmail: {
    title: 'Confirm your e-mail address',
    todo: 'Open the link we e-mailed you. Invitations to your team wait for it.',
    action: 'Your e-mail address',
  },
  schedule: {
    title: 'Confirm your time zone and opening hours',
    todo: 'Brides can book online once you have saved them.',
    action: 'Set your hours',
  },
  appointments: {
    title: 'Check appointment length and fitting rooms',
    todo: 'How long a visit lasts and how many brides you see at once.',
    action: 'Check length and rooms',
  },
  inventory: {
    title: 'Upload your inventory',
    todo: 'Recommendations come from the dresses you stock.',
    action: 'Upload inventory',
  },
  team: {
    title: 'Invite your team',
    todo: 'Each consultant gets her own dashboard and coaching.',
    action: 'Invite consultants',
  },
  survey: {
    title: 'Try your own survey link',
    todo: 'Take the survey as a bride would, and see her plan arrive.',
    action: 'Open your survey',
  },
};

export const setupMessages = {
  dismissed: 'Please say whether to hide the checklist (true or false).',
} as const;

/** PUT /api/setup/dismissal. */
export const setupDismissalSchema = object({
  dismissed: boolean().strict().typeError(setupMessages.dismissed).required(setupMessages.dismissed),
});

export type SetupDismissalRequest = InferType<typeof setupDismissalSchema>;
