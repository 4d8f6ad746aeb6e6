import * as yup from 'yup';
import { requiredText } from '../validation/text-fields';

export const consultantNoteLimits = { messageMax: 500 } as const;

export const consultantNoteMessages = {
  brideRequired: 'brideId is required',
  messageRequired: 'Please write a message.',
  messageTooLong: `Please keep the message to ${consultantNoteLimits.messageMax} characters or fewer.`,
} as const;

/** POST /api/consultant/notify { brideId, message }: a note about a bride for the boutique's team. */
export const consultantNoteSchema = yup.object({
  brideId: yup.string().trim().required(consultantNoteMessages.brideRequired).max(64),
  message: requiredText(
    consultantNoteMessages.messageRequired,
    consultantNoteLimits.messageMax,
    consultantNoteMessages.messageTooLong,
    { multiLine: true },
  ),
});

export type ConsultantNoteRequest = yup.InferType<typeof consultantNoteSchema>;
