import { followUpLimits } from '@bridal/shared/follow-ups/follow-up';
import { z } from 'zod';

/** A model's draft, held to the limits a consultant's edit is held to. */
export const followUpAnswerSchema = z.object({
  subject: z.string().trim().min(5).max(followUpLimits.subject),
  body: z.string().trim().min(120).max(followUpLimits.body),
  textMessage: z.string().trim().min(20).max(followUpLimits.textMessage),
});

export type FollowUpAnswer = z.infer<typeof followUpAnswerSchema>;
