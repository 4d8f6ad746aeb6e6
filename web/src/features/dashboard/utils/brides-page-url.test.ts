import { describe, expect, it } from '@jest/globals';
import { bridesPageUrl, describeBrideCount, readBridesListQuery } from './brides-page-url';

describe('the brides list query', () => {
  it('asks the API for only the filters that narrow the list', () => {
    expect(bridesPageUrl({})).toBe('/api/brides');
    expect(bridesPageUrl({ search: '  ', status: '', when: '', page: 1 })).toBe('/api/brides');
    expect(bridesPageUrl({ when: 'past' })).toBe('/api/brides?when=past');
    expect(bridesPageUrl({ search: ' Olive & Co ', status: 'ready', when: 'upcoming', page: 3 })).toBe(
      '/api/brides?search=Olive+%26+Co&status=ready&when=upcoming&page=3',
    );
  });

  it('reads the page address, dropping what the API would refuse', () => {
    expect(readBridesListQuery(new URLSearchParams('search=oli&status=ready&when=past&page=2'))).toEqual({
      search: 'oli',
      status: 'ready',
      when: 'past',
      page: 2,
    });
    expect(readBridesListQuery(new URLSearchParams('status=lost&when=someday&page=two'))).toEqual({
      search: '',
      status: '',
      when: '',
      page: 1,
    });
    expect(readBridesListQuery(new URLSearchParams('page=0')).page).toBe(1);
    expect(readBridesListQuery(new URLSearchParams('page=1.5')).page).toBe(1);
  });

  it('counts brides in words', () => {
    expect(describeBrideCount(0)).toBe('0 brides');
    expect(describeBrideCount(1)).toBe('1 bride');
    expect(describeBrideCount(153)).toBe('153 brides');
  });
});
