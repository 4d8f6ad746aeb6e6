import { describe, expect, it } from '@jest/globals';
import { toBehavioursFormValues, toBehavioursRequest } from './behaviours-form';

describe('the behaviours form', () => {
  it('sends each row in order, with its key when it was on the card, trimmed, and a new one without', () => {
    const values = toBehavioursFormValues([{ key: 'askedForSale', label: 'Asked for the sale' }]);
    values.behaviours[0]!.label = ' Asked her to say yes ';
    values.behaviours.unshift({ key: '', label: 'Offered a veil ' });
    expect(toBehavioursRequest(values)).toEqual({
      behaviours: [{ label: 'Offered a veil' }, { key: 'askedForSale', label: 'Asked her to say yes' }],
    });
  });
});
