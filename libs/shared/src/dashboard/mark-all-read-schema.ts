import * as yup from 'yup';

export const markAllReadMessages = {
  upToNotAnInstant: 'upTo must be a date and time with its zone, like 2026-11-24T20:30:00Z.',
} as const;

// A date, a time to the second or finer, and a zone: what toISOString() sends.
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})$/;

/**
 * POST /api/notifications/read-all { upTo? }: upTo is the newest notification the user saw, so one
 * that arrives while she reads is not marked read unseen; without it, every unread one is.
 */
export const markAllReadSchema = yup.object({
  upTo: yup
    .string()
    .trim()
    .optional()
    .test(
      'instant',
      markAllReadMessages.upToNotAnInstant,
      (value) => value === undefined || (isoInstant.test(value) && !Number.isNaN(Date.parse(value))),
    ),
});

export type MarkAllReadRequest = yup.InferType<typeof markAllReadSchema>;
