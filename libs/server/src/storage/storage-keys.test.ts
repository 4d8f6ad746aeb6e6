import { describe, expect, it } from '@jest/globals';
import { InvalidStorageKeyError } from './object-storage';
import { assertSafeKey, documentKey, photoKeys } from './storage-keys';

describe('storage keys', () => {
  it('places photos and documents under their boutique', () => {
    expect(photoKeys(1000, 'b1d3-aa', 'p-9')).toEqual({
      upload: 'boutiques/1000/brides/b1d3-aa/photos/p-9-upload',
      image: 'boutiques/1000/brides/b1d3-aa/photos/p-9.jpg',
      thumbnail: 'boutiques/1000/brides/b1d3-aa/photos/p-9-thumb.jpg',
    });
    expect(documentKey(99, 'doc-1', '.XLSX')).toBe('boutiques/99/documents/doc-1.xlsx');
  });

  it('refuses ids that would change the path', () => {
    expect(() => photoKeys(1000, '../other', 'p')).toThrow(InvalidStorageKeyError);
    expect(() => photoKeys(1000, 'b', 'p/../../x')).toThrow(InvalidStorageKeyError);
    expect(() => photoKeys(-1, 'b', 'p')).toThrow(InvalidStorageKeyError);
    expect(() => photoKeys(1.5, 'b', 'p')).toThrow(InvalidStorageKeyError);
    expect(() => documentKey(1000, 'd', 'x/y')).toThrow(InvalidStorageKeyError);
    expect(() => documentKey(1000, 'd', '')).toThrow(InvalidStorageKeyError);
  });

  it('accepts plain keys and rejects traversal, absolute paths and odd characters', () => {
    expect(() => assertSafeKey('boutiques/1/a.jpg')).not.toThrow();
    for (const bad of [
      '../x',
      '/etc/passwd',
      'a/../../b',
      'a/./b',
      'a//b',
      'a/',
      '',
      '.hidden',
      'a\\b',
      'a b',
      'a/..',
    ]) {
      expect(() => assertSafeKey(bad)).toThrow(InvalidStorageKeyError);
    }
  });
});
