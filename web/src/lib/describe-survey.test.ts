import { describe, expect, it } from '@jest/globals';
import {
  describeDaysUntil,
  describeFeelings,
  describeIntention,
  describeShoppingParty,
  describeVenue,
  describeVibes,
  initialsOf,
} from './describe-survey';
import { safeMarkdownUrl, safeWebUrl } from './safe-url';

describe("a bride's answers as her consultant reads them", () => {
  it('counts the days to the wedding', () => {
    expect(describeDaysUntil(286)).toBe('286 days until the wedding');
    expect(describeDaysUntil(1)).toBe('1 day until the wedding');
    expect(describeDaysUntil(0)).toBe('The wedding is today');
    expect(describeDaysUntil(-3)).toBe('The wedding was 3 days ago');
    expect(describeDaysUntil(null)).toBe('');
  });

  it("puts the venue 'in' its town", () => {
    expect(describeVenue('Deering Oaks Rose Garden', 'Portland, ME')).toBe('Deering Oaks Rose Garden in Portland, ME');
    expect(describeVenue('', 'Portland, ME')).toBe('Portland, ME');
  });

  it('reads the intention, with her own words for other', () => {
    expect(describeIntention('ready-to-buy', '')).toBe('Ready to say yes to the dress');
    expect(describeIntention('other', 'Second dress for the party')).toBe('Second dress for the party');
    expect(describeIntention('', '')).toBe('');
  });

  it('capitalises the vibes', () => {
    expect(describeVibes(['garden-party', 'modern'])).toBe('Garden Party, Modern');
  });

  it("names the shopping party: 'Just the bride' for alone, custom names bare, 'other' dropped", () => {
    expect(describeShoppingParty(['mom', 'sister', 'friend', 'grandmother'])).toEqual([
      'Mom',
      'Sister',
      'Friend',
      'Grandmother',
    ]);
    expect(describeShoppingParty(['alone'])).toEqual(['Just the bride']);
    expect(describeShoppingParty(['mom', 'other', 'custom:Aunt Jo'])).toEqual(['Mom', 'Aunt Jo']);
  });

  it('lists the feelings, with her own feeling for other', () => {
    expect(describeFeelings(['excited', 'nervous'], '')).toBe('Excited, Nervous');
    expect(describeFeelings(['open-minded', 'other'], 'a little giddy')).toBe('Open-minded, a little giddy');
    expect(describeFeelings('hopeful', '')).toBe('Hopeful');
  });

  it('takes the initials of the first and last names', () => {
    expect(initialsOf('Ava Marie Stone')).toBe('AS');
    expect(initialsOf('amelia')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('links from answers and AI text', () => {
  it('keeps only absolute http(s) addresses for the web', () => {
    expect(safeWebUrl('https://venue.example/about')).toBe('https://venue.example/about');
    expect(safeWebUrl('javascript:alert(1)')).toBeNull();
    expect(safeWebUrl('www.venue.example')).toBeNull();
    expect(safeWebUrl('/api/x')).toBeNull();
  });

  it('lets markdown link to http(s) and mailto only', () => {
    expect(safeMarkdownUrl('mailto:help@boutique.example')).toBe('mailto:help@boutique.example');
    expect(safeMarkdownUrl('http://a.example')).toBe('http://a.example');
    expect(safeMarkdownUrl('data:text/html,<script>')).toBeNull();
    expect(safeMarkdownUrl('JaVaScRiPt:alert(1)')).toBeNull();
  });
});
