import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from 'yup';
import { checklistDressSchema, checklistMessages, dressKeyOfName, isDressKey } from './appointment-detail';
import { outcomeMessages, outcomeSchema, toCents } from './outcome';

const errorsOf = async (schema: typeof outcomeSchema | typeof checklistDressSchema, value: unknown) => {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

describe('the outcome schema', () => {
  it('takes said yes with an inventory dress or a typed name, and an amount with cents', async () => {
    expect(await errorsOf(outcomeSchema, { result: 'said_yes', dressName: 'Lila', amount: 2450.5 })).toEqual([]);
    expect(
      await errorsOf(outcomeSchema, {
        result: 'said_yes',
        dressId: '5f1c2b1e-8a7d-4c59-9d0a-2a9f6f0b1c3d',
        amount: 100_000,
      }),
    ).toEqual([]);
  });

  it('asks said yes for the dress and an amount between $1 and $100,000', async () => {
    expect(await errorsOf(outcomeSchema, { result: 'said_yes' })).toEqual([
      outcomeMessages.dress,
      outcomeMessages.amountRequired,
    ]);
    for (const amount of [0, 0.5, -1, 100_000.01]) {
      expect(await errorsOf(outcomeSchema, { result: 'said_yes', dressName: 'Lila', amount })).toEqual([
        outcomeMessages.amountRange,
      ]);
    }
    expect(await errorsOf(outcomeSchema, { result: 'said_yes', dressName: 'Lila', amount: 1.234 })).toEqual([
      outcomeMessages.amountCents,
    ]);
  });

  it('asks not yet and no sale for a reason, and other for its words', async () => {
    expect(await errorsOf(outcomeSchema, { result: 'not_yet' })).toEqual([outcomeMessages.reasons]);
    expect(await errorsOf(outcomeSchema, { result: 'no_sale', reasons: ['other'] })).toEqual([
      outcomeMessages.otherReason,
    ]);
    expect(await errorsOf(outcomeSchema, { result: 'no_sale', reasons: ['budget'], followUpOn: '2027-13-01' })).toEqual(
      [outcomeMessages.followUpFormat],
    );
    expect(await errorsOf(outcomeSchema, { result: 'no_sale', reasons: ['budget'], followUpOn: '' })).toEqual([]);
    expect(await errorsOf(outcomeSchema, { result: 'won' })).toContain(outcomeMessages.result);
  });

  it('turns dollars into cents without float drift', () => {
    expect(toCents(2450.1)).toBe(245010);
    expect(toCents(0.29)).toBe(29);
  });
});

describe('the checklist dress schema', () => {
  it('asks for a reason when the dress was not for her', async () => {
    expect(await errorsOf(checklistDressSchema, { dressName: 'Lila', verdict: 'not_for_her' })).toEqual([
      checklistMessages.reason,
    ]);
    expect(await errorsOf(checklistDressSchema, { dressName: 'Lila', verdict: 'loved', pulled: true })).toEqual([]);
    expect(await errorsOf(checklistDressSchema, { dressName: 'Lila', verdict: 'so-so' })).toEqual([
      checklistMessages.verdict,
    ]);
  });

  it('makes a key for a typed dress and checks keys', () => {
    expect(dressKeyOfName('  Lila by Maggie! ')).toBe('added:lila-by-maggie');
    expect(isDressKey('')).toBe(false);
    expect(isDressKey('x'.repeat(121))).toBe(false);
    expect(isDressKey('added:lila')).toBe(true);
  });
});
