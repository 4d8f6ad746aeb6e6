import { describe, expect, it } from '@jest/globals';
import { daysUntil, looksLikeDate, setCustomPartyMember, toggleShoppingParty } from './survey-rules';

describe('shopping party rules', () => {
  it("'Just me' clears everyone else, and anyone else clears 'Just me'", () => {
    expect(toggleShoppingParty(['mom', 'sister', 'custom:Aunt June'], 'alone')).toEqual(['alone']);
    expect(toggleShoppingParty(['alone'], 'mom')).toEqual(['mom']);
    expect(toggleShoppingParty(['mom'], 'sister')).toEqual(['mom', 'sister']);
  });

  it("deselecting 'other' removes the custom entry; typing sets it; blank removes it", () => {
    const withOther = setCustomPartyMember(toggleShoppingParty(['mom'], 'other'), '  Aunt June ');
    expect(withOther).toEqual(['mom', 'other', 'custom:Aunt June']);
    expect(setCustomPartyMember(withOther, 'Godmother')).toEqual(['mom', 'other', 'custom:Godmother']);
    expect(setCustomPartyMember(withOther, ' ')).toEqual(['mom', 'other']);
    expect(toggleShoppingParty(withOther, 'other')).toEqual(['mom']);
  });
});

describe('wedding location that looks like a date', () => {
  it.each(['2027-06-19', '06/19/2027', '6/1/27', '2027', '19 - 06 - 2027'])('clears %s', (value) => {
    expect(looksLikeDate(value)).toBe(true);
  });
  it.each(['Portland, ME', 'Winston-Salem, NC', 'Wilkes-Barre, PA', 'Saint-Tropez'])('keeps %s', (value) => {
    expect(looksLikeDate(value)).toBe(false);
  });
});

describe('days until the wedding', () => {
  const today = new Date('2026-11-22T15:00:00Z');
  it('counts whole days, negative once past, null without a date', () => {
    expect(daysUntil('2026-11-22', today)).toBe(0);
    expect(daysUntil('2026-12-25', today)).toBe(33);
    expect(daysUntil('2026-11-01', today)).toBe(-21);
    expect(daysUntil('', today)).toBeNull();
    expect(daysUntil(null, today)).toBeNull();
  });
});
