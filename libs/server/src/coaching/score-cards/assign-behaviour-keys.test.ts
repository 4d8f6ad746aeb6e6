import { describe, expect, it } from '@jest/globals';
import { defaultScoreCardBehaviours, scoreCardMessages } from '@bridal/shared/coaching/score-card';
import { scoreCardViewMessages } from '@bridal/shared/coaching/score-card-view';
import { assignBehaviourKeys } from './assign-behaviour-keys';

const defaults = [...defaultScoreCardBehaviours];

describe('assignBehaviourKeys', () => {
  it('keeps the key of a behaviour sent with it, whatever its new label', () => {
    expect(assignBehaviourKeys(defaults, [{ key: 'askedForSale', label: ' Asked her to say yes ' }])).toEqual([
      { key: 'askedForSale', label: 'Asked her to say yes' },
    ]);
  });

  it("gives a label already on the card (or a default's) its key back, whatever its case", () => {
    const current = [{ key: 'offeredAVeil', label: 'Offered a veil' }];
    expect(assignBehaviourKeys(current, [{ label: 'offered a VEIL' }, { label: 'Set a next step' }])).toEqual([
      { key: 'offeredAVeil', label: 'offered a VEIL' },
      { key: 'setNextStep', label: 'Set a next step' },
    ]);
  });

  it('makes a camelCase key for a new label, never one already taken', () => {
    const current = [{ key: 'offeredAVeil', label: 'Offered a veil' }];
    expect(
      assignBehaviourKeys(current, [
        { key: 'offeredAVeil', label: 'Showed veils' },
        { label: 'Offered a veil!' },
        { label: '3 dresses at most' },
      ]),
    ).toEqual([
      { key: 'offeredAVeil', label: 'Showed veils' },
      { key: 'offeredAVeil2', label: 'Offered a veil!' },
      { key: 'behaviour3DressesAtMost', label: '3 dresses at most' },
    ]);
  });

  it('refuses a key that is not on the card, and the same key twice', () => {
    expect(() => assignBehaviourKeys(defaults, [{ key: 'madeUp', label: 'Made up' }])).toThrow(
      scoreCardMessages.unknownBehaviour,
    );
    expect(() =>
      assignBehaviourKeys(defaults, [
        { key: 'askedForSale', label: 'One' },
        { key: 'askedForSale', label: 'Two' },
      ]),
    ).toThrow(scoreCardViewMessages.duplicateKey);
  });
});
