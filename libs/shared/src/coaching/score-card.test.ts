import { describe, expect, it } from '@jest/globals';
import {
  behaviourKeyOf,
  scoreCardBehavioursSchema,
  scoreCardLimits,
  scoreCardMessages,
  scoreCardReviewSchema,
  scoreCardSchema,
} from './score-card';

const errorOf = async (schema: { validate: (value: unknown, options?: object) => Promise<unknown> }, value: unknown) =>
  schema.validate(value, { stripUnknown: true }).then(
    () => undefined,
    (error: { message: string }) => error.message,
  );

describe('scoreCardSchema', () => {
  it('keeps every answer, even read as the server reads a body (unknown fields stripped)', async () => {
    const answers = { askedForSale: 'yes', setNextStep: 'not_relevant' };
    expect(await scoreCardSchema.validate({ answers }, { stripUnknown: true })).toEqual({ answers });
  });

  it('asks for an answer per behaviour when the answers are missing or not a record', async () => {
    for (const answers of [undefined, null, [], 'yes']) {
      expect(await errorOf(scoreCardSchema, { answers })).toBe(scoreCardMessages.missing);
    }
  });

  it('refuses an answer other than yes, no or not relevant', async () => {
    expect(await errorOf(scoreCardSchema, { answers: { askedForSale: 'maybe' } })).toBe(scoreCardMessages.answer);
  });
});

describe('scoreCardReviewSchema', () => {
  it(`takes a note of 1 to ${scoreCardLimits.reviewNote} characters`, async () => {
    expect(await errorOf(scoreCardReviewSchema, { note: '  ' })).toBe(scoreCardMessages.reviewNoteRequired);
    expect(await errorOf(scoreCardReviewSchema, { note: 'x'.repeat(scoreCardLimits.reviewNote + 1) })).toBe(
      scoreCardMessages.reviewNote,
    );
    expect(await errorOf(scoreCardReviewSchema, { note: 'Well done.' })).toBeUndefined();
  });
});

describe('scoreCardBehavioursSchema', () => {
  it('refuses an empty list, too many, an empty or long name, and the same name twice', async () => {
    expect(await errorOf(scoreCardBehavioursSchema, { behaviours: [] })).toBe(scoreCardMessages.behavioursCount);
    const many = Array.from({ length: scoreCardLimits.behaviours + 1 }, (_, i) => ({ label: `Step ${i}` }));
    expect(await errorOf(scoreCardBehavioursSchema, { behaviours: many })).toBe(scoreCardMessages.behavioursCount);
    expect(await errorOf(scoreCardBehavioursSchema, { behaviours: [{ label: '' }] })).toBe(
      scoreCardMessages.behaviourLabel,
    );
    expect(await errorOf(scoreCardBehavioursSchema, { behaviours: [{ label: 'x'.repeat(81) }] })).toBe(
      scoreCardMessages.behaviourLabel,
    );
    expect(
      await errorOf(scoreCardBehavioursSchema, {
        behaviours: [{ label: 'Set a next step' }, { label: 'set a NEXT step' }],
      }),
    ).toBe(scoreCardMessages.behaviourDuplicate);
  });
});

describe('behaviourKeyOf', () => {
  it('makes a camelCase key from a label, starting with a letter', () => {
    expect(behaviourKeyOf('Offered a veil')).toBe('offeredAVeil');
    expect(behaviourKeyOf('Asked: "who decides?"')).toBe('askedWhoDecides');
    expect(behaviourKeyOf('3 dresses at most')).toBe('behaviour3DressesAtMost');
    expect(behaviourKeyOf('Montré la robe')).toBe('montreLaRobe');
  });
});
