import { z } from 'zod';

/** The model's words for a digest: a subject and short paragraphs (the figures' lines stay the coach's). */
export const digestAnswerSchema = z.object({
  subject: z.string().trim().min(10).max(140),
  paragraphs: z.array(z.string().trim().min(20).max(900)).min(2).max(6),
});

export type DigestAnswer = z.infer<typeof digestAnswerSchema>;
