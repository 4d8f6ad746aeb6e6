/**
 * One survey's sends are named by a key her device makes when she first sends it and keeps until a
 * send succeeds: the same key on every try, so a try whose answer was lost on the way back is
 * answered with the bride the first one made, never a second bride.
 */
export const surveySendKeyHeader = 'Idempotency-Key';

export const surveySendKeyMessage =
  'The Idempotency-Key header must be a UUID: one per survey, the same on every try of it.';

/** A key her device could have made (crypto.randomUUID's form, in either case). */
export const isSurveySendKey = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
