import { z } from 'zod';

/** Markdown for the consultant, long enough to be useful and short enough to read mid-appointment. */
export const adviceMarkdown = z.string().trim().min(40).max(6000);

export const adviceAnswerSchema = z.object({ advice: adviceMarkdown });

/** For new dress recommendations: the labels of the dresses named, each from the candidates offered. */
export const dressAdviceAnswerSchema = z.object({
  advice: adviceMarkdown,
  dressLabels: z.array(z.string().trim().min(1).max(300)).max(5),
});

export type AdviceAnswer = z.infer<typeof adviceAnswerSchema>;
export type DressAdviceAnswer = z.infer<typeof dressAdviceAnswerSchema>;
