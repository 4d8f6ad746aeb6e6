import { describe, expect, it } from '@jest/globals';
import { isPrivateHeader, mapHeaders } from './map-headers';

describe('mapHeaders', () => {
  it('recognises unfamiliar header names', () => {
    const headers = ['Item #', 'Label', 'Gown', 'MSRP ($)', 'Shape', 'Neck', 'Material', 'Sizes In Stock', 'Notes'];
    expect(mapHeaders(headers)).toEqual({
      mapping: {
        styleNumber: 0,
        designer: 1,
        name: 2,
        price: 3,
        silhouette: 4,
        neckline: 5,
        fabric: 6,
        sizes: 7,
        description: 8,
      },
      unmapped: [],
    });
  });

  it('ignores case, spacing, punctuation and accents', () => {
    const { mapping } = mapHeaders([
      'STYLE NO.',
      'désigner',
      'dress_name',
      'Retail-Price',
      'Colour',
      'sleeve length',
      'Train Length',
      'Best-Seller?',
      'Qty On Hand',
      'Keywords',
      'StyleNumberX',
    ]);
    expect(mapping).toMatchObject({
      styleNumber: 0,
      designer: 1,
      name: 2,
      price: 3,
      colour: 4,
      sleeves: 5,
      train: 6,
      topSeller: 7,
      quantity: 8,
      tags: 9,
    });
  });

  it('prefers the retail price and never reads a cost as the price', () => {
    expect(mapHeaders(['Name', 'Sale Price', 'Price']).mapping.price).toBe(2);
    expect(mapHeaders(['Name', 'Wholesale Price', 'Cost']).mapping.price).toBeUndefined();
    expect(mapHeaders(['Name', 'Sale Price']).mapping.price).toBe(1);
    expect(isPrivateHeader('Landed cost')).toBe(true);
    expect(isPrivateHeader('Price')).toBe(false);
  });

  it('reads a collection as the designer only when there is no designer column', () => {
    expect(mapHeaders(['Style', 'Collection']).mapping).toEqual({ styleNumber: 0, designer: 1 });
    expect(mapHeaders(['Style', 'Collection', 'Brand'])).toEqual({
      mapping: { styleNumber: 0, designer: 2 },
      unmapped: ['Collection'],
    });
  });

  it('offers a column that lost its best field its next best one', () => {
    // "Collection Name" is a designer only when nothing better is there; here it names the gown.
    expect(mapHeaders(['Gown Ref', 'Maker', 'Collection Name', 'Ticket Price']).mapping).toEqual({
      styleNumber: 0,
      designer: 1,
      name: 2,
      price: 3,
    });
  });

  it('tells compound names apart', () => {
    const { mapping, unmapped } = mapHeaders([
      'Designer Name',
      'Style Name',
      'Style Number',
      'Neckline Style',
      'Gown Description',
      'In Stock Sizes',
      'Stock',
      'Style/Shape',
      'Year',
      '',
    ]);
    expect(mapping).toEqual({
      designer: 0,
      name: 1,
      styleNumber: 2,
      neckline: 3,
      description: 4,
      sizes: 5,
      quantity: 6,
      silhouette: 7,
    });
    expect(unmapped).toEqual(['Year']);
  });

  it('knows a colour column by its other names and a sleeve column with a unit', () => {
    for (const header of ['Color Way', 'Colorway', 'Colourway', 'Shade', 'Colour Options', 'Hue']) {
      expect(mapHeaders(['Style', header]).mapping).toEqual({ styleNumber: 0, colour: 1 });
    }
    expect(mapHeaders(['Style', 'Sleeves (in)']).mapping).toEqual({ styleNumber: 0, sleeves: 1 });
  });

  it('leaves columns the dress has no field for unmapped, for the description', () => {
    const headers = ['Style', 'Designer', 'Back', 'Back Style', 'Length', 'Hem', 'Line', 'Maternity', 'Embellishment'];
    expect(mapHeaders(headers)).toEqual({
      mapping: { styleNumber: 0, designer: 1 },
      unmapped: headers.slice(2),
    });
  });
});
