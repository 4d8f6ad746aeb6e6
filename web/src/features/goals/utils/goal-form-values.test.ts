import { describe, expect, it } from '@jest/globals';
import { goalMessages } from '@bridal/shared/coaching/goal-request';
import type { ValidationError } from 'yup';
import { goalFormSchema, goalFormValues, targetLabel, toGoalRequest } from './goal-form-values';

const today = '2025-06-15';
const errorsOf = async (values: object) => {
  try {
    await goalFormSchema(today).validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).errors;
  }
};
const typed = { measure: 'contact_ratio', behaviourKey: '', target: '40', dueOn: '2025-06-30' };

describe('the goal form', () => {
  it('starts empty, from a suggestion, or from a goal in the units she types', () => {
    expect(goalFormValues(null)).toEqual({ measure: 'contact_ratio', behaviourKey: '', target: '', dueOn: '' });
    expect(goalFormValues(null, { measure: 'behaviour', behaviourKey: 'askedForSale' })).toMatchObject({
      measure: 'behaviour',
      behaviourKey: 'askedForSale',
    });
    const goal = { id: 'g', consultantId: 'c', startsOn: '2025-06-01', dueOn: '2025-06-30', behaviourKey: null };
    expect(goalFormValues({ ...goal, measure: 'contact_ratio', target: 0.4 })).toMatchObject({ target: '40' });
    expect(goalFormValues({ ...goal, measure: 'average_sale', target: 245_050 })).toMatchObject({ target: '2450.5' });
  });

  it('sends the target as a number, and a behaviour only with its measure', () => {
    expect(toGoalRequest({ ...typed, behaviourKey: 'askedForSale' } as never)).toEqual({
      measure: 'contact_ratio',
      behaviourKey: null,
      target: 40,
      dueOn: '2025-06-30',
    });
    expect(toGoalRequest({ ...typed, measure: 'behaviour', behaviourKey: 'askedForSale' } as never)).toMatchObject({
      behaviourKey: 'askedForSale',
    });
  });

  it('takes a date of today, and names the unit of the target', async () => {
    expect(await errorsOf({ ...typed, dueOn: today })).toEqual([]);
    expect(targetLabel('average_sale')).toBe('Target average sale (dollars)');
    expect(targetLabel('win_back_rate')).toBe('Target (percent)');
  });

  it.each([
    ['a rate of 101 %', { target: '101' }, goalMessages.rateTarget],
    ['a negative rate', { target: '-5' }, goalMessages.rateTarget],
    ['a negative sale', { measure: 'average_sale', target: '-100' }, goalMessages.saleTarget],
    ['a sale of 0', { measure: 'average_sale', target: '0' }, goalMessages.saleTarget],
    ['no target', { target: '' }, goalMessages.target],
    ['a date before today', { dueOn: '2025-06-14' }, goalMessages.dueOnPast],
    ['no date', { dueOn: '' }, goalMessages.dueOn],
    ['no behaviour for a behaviour goal', { measure: 'behaviour', behaviourKey: '' }, goalMessages.behaviour],
  ])('refuses %s with its message', async (_, change, message) => {
    expect(await errorsOf({ ...typed, ...change })).toEqual([message]);
  });
});
