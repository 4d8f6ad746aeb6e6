import { describe, expect, it } from '@jest/globals';
import type { ValidationError } from 'yup';
import { goalMessages, goalRequestSchema, storedTargetOf, teamBoardSettingSchema, typedTargetOf } from './goal-request';

const errorsOf = async (value: unknown) => {
  try {
    await goalRequestSchema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};

const valid = { measure: 'contact_ratio', target: 40, dueOn: '2027-03-31' };

describe('the goal request', () => {
  it('takes a rate in percent, an average sale in dollars and cents, and a behaviour with its key', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect(await errorsOf({ ...valid, target: 100 })).toEqual([]);
    expect(await errorsOf({ ...valid, target: 0.5 })).toEqual([]);
    expect(await errorsOf({ measure: 'average_sale', target: 2450.5, dueOn: '2027-03-31' })).toEqual([]);
    expect(await errorsOf({ measure: 'average_sale', target: 100_000, dueOn: '2027-03-31' })).toEqual([]);
    expect(
      await errorsOf({ measure: 'behaviour', behaviourKey: 'askedForSale', target: 80, dueOn: '2027-03-31' }),
    ).toEqual([]);
  });

  it('drops a behaviour named for another measure, and reads an empty one as none', async () => {
    expect(goalRequestSchema.cast({ ...valid, behaviourKey: '' }).behaviourKey).toBeNull();
    expect(await errorsOf({ ...valid, behaviourKey: '' })).toEqual([]);
  });

  it.each([
    ['a rate above 100 %', { target: 101 }, goalMessages.rateTarget],
    ['a rate of 0 %', { target: 0 }, goalMessages.rateTarget],
    ['a negative rate', { target: -5 }, goalMessages.rateTarget],
    ['a negative sale', { measure: 'average_sale', target: -100 }, goalMessages.saleTarget],
    ['a sale of $0', { measure: 'average_sale', target: 0 }, goalMessages.saleTarget],
    ['a sale over $100,000', { measure: 'average_sale', target: 100_000.01 }, goalMessages.saleTarget],
    ['a sale with a fraction of a cent', { measure: 'average_sale', target: 12.345 }, goalMessages.saleCents],
    ['no target', { target: undefined }, goalMessages.target],
    ['a target that is text', { target: 'forty' }, goalMessages.target],
    ['no measure', { measure: undefined }, goalMessages.measure],
    ['an unknown measure', { measure: 'happiness' }, goalMessages.measure],
    ['a behaviour goal without its behaviour', { measure: 'behaviour', behaviourKey: null }, goalMessages.behaviour],
    [
      'a behaviour key too long to be one',
      { measure: 'behaviour', behaviourKey: 'x'.repeat(61) },
      goalMessages.unknownBehaviour,
    ],
    ['no date', { dueOn: '' }, goalMessages.dueOn],
    ['a date that is no day', { dueOn: '2027-02-30' }, goalMessages.dueOn],
    ['a date in words', { dueOn: 'next Friday' }, goalMessages.dueOn],
  ])('refuses %s with its message', async (_, change, message) => {
    expect(await errorsOf({ ...valid, ...change })).toEqual([message]);
  });

  it('asks whether the team board is on, as true or false', async () => {
    expect(await teamBoardSettingSchema.isValid({ enabled: true })).toBe(true);
    await expect(teamBoardSettingSchema.validate({})).rejects.toThrow(goalMessages.boardSetting);
    await expect(teamBoardSettingSchema.validate({ enabled: 'sometimes' })).rejects.toThrow(goalMessages.boardSetting);
  });
});

describe('targets in the units people type and the units the measures count', () => {
  it('keeps a rate as a share and an average sale in cents, and back', () => {
    expect(storedTargetOf('contact_ratio', 40)).toBe(0.4);
    expect(storedTargetOf('behaviour', 62.5)).toBe(0.625);
    expect(storedTargetOf('average_sale', 2450.1)).toBe(245_010);
    expect(typedTargetOf('contact_ratio', 0.4)).toBe(40);
    expect(typedTargetOf('outcomes_on_time', storedTargetOf('outcomes_on_time', 33.3))).toBe(33.3);
    expect(typedTargetOf('average_sale', 245_010)).toBe(2450.1);
  });
});
