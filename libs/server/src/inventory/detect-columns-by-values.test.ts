import { describe, expect, it } from '@jest/globals';
import { parseInventory } from './parse-inventory';

const csv = (text: string) => Buffer.from(text, 'utf8');

describe('columns recognised by their values', () => {
  it('reads attribute columns whose headers name nothing known', async () => {
    const parsed = await parseInventory(
      csv(
        [
          'Modèle,Atelier,Tissu principal,Forme,Encolure,Prix',
          'M1,Maison Nuit,Mikado,Ballgown,Bateau,3200',
          'M2,Maison Nuit,Chiffon,A-line,V neck,1800',
          'M3,Maison Nuit,Crepe,Sheath,Square,1500',
        ].join('\n'),
      ),
      'stock.csv',
    );
    expect(parsed.dresses.map((dress) => [dress.fabric, dress.silhouette, dress.neckline])).toEqual([
      ['mikado', 'ball-gown', 'bateau'],
      ['chiffon', 'a-line', 'v-neck'],
      ['crepe', 'sheath', 'square'],
    ]);
    expect(parsed.columns.mapped).toMatchObject({
      fabric: 'Tissu principal',
      silhouette: 'Forme',
      neckline: 'Encolure',
    });
  });

  it('knows more of the words boutiques use for designer, fabric and top sellers', async () => {
    const parsed = await parseInventory(
      csv(['Ref,Couturier,Cloth,Hot Item', 'A1,Aurelie,Lace,x', 'A2,Aurelie,Tulle,'].join('\n')),
      'stock.csv',
    );
    expect(parsed.dresses[0]).toMatchObject({ designer: 'Aurelie', fabric: 'lace', isTopSeller: true });
    expect(parsed.dresses[1]).toMatchObject({ fabric: 'tulle', isTopSeller: false });
  });

  it('leaves a column of other words alone', async () => {
    const parsed = await parseInventory(
      csv(['Name,Season,Price', 'Ava,Spring 2027,1200', 'Bea,Fall 2026,1400'].join('\n')),
      'stock.csv',
    );
    expect(parsed.columns.unmapped).toContain('Season');
    expect(parsed.dresses[0]!.fabric).toBeNull();
  });

  it('does not take a column of yes and no for sleeves or a train', async () => {
    const parsed = await parseInventory(
      csv(['Name,Pockets,Price', 'Ava,No,1200', 'Bea,No,1400', 'Cleo,Yes,1500'].join('\n')),
      'stock.csv',
    );
    expect(parsed.columns.unmapped).toContain('Pockets');
    expect(parsed.dresses.map((dress) => [dress.sleeves, dress.train])).toEqual([
      [null, null],
      [null, null],
      [null, null],
    ]);
  });

  it('still reads a column of sleeve words that says "No" for the sleeveless ones', async () => {
    const parsed = await parseInventory(
      csv(['Name,Arms,Price', 'Ava,No,1200', 'Bea,Long,1400', 'Cleo,Cap,1500'].join('\n')),
      'stock.csv',
    );
    expect(parsed.dresses.map((dress) => dress.sleeves)).toEqual(['sleeveless', 'long', 'cap']);
  });

  it('believes a header that names the back over cells that look like a neckline', async () => {
    const parsed = await parseInventory(
      csv(['Name,Back,Price', 'Ava,V back,1200', 'Bea,Scoop,1400', 'Cleo,Illusion,1500'].join('\n')),
      'stock.csv',
    );
    expect(parsed.columns.mapped).not.toHaveProperty('neckline');
    expect(parsed.dresses.map((dress) => dress.neckline)).toEqual([null, null, null]);
  });
});
