import { describe, expect, it } from '@jest/globals';
import { inventoryFileMessages } from './inventory-file-error';
import { csvFile, xlsFile, xlsxFile } from '@bridal/testing/fixtures/spreadsheet-files';
import { InventoryFileError } from './read-spreadsheet';
import { type ParsedDress, parseInventory } from './parse-inventory';
import { readLimitFacts } from '../dresses/read-limit-facts';

const unfamiliarHeaders = [
  'Item #',
  'Label',
  'Gown',
  'MSRP ($)',
  'Shape',
  'Neck',
  'Material',
  'Sizes In Stock',
  'Notes',
];
const unfamiliarRows = [
  [
    'MS-100',
    'Maggie Sottero',
    'Aurora',
    '$1,299.00',
    'Ball Gown',
    'Sweetheart',
    'Tulle',
    '2-16',
    'Sparkly tulle with a chapel train',
  ],
  ['AL-7', 'Allure', 'Bella', '2400', 'Fit & Flare', 'V-Neck', 'Lace', '8 10 12', 'Open back'],
];

const aurora: ParsedDress = {
  styleNumber: 'MS-100',
  designer: 'Maggie Sottero',
  name: 'Aurora',
  price: 1299,
  silhouette: 'ball-gown',
  neckline: 'sweetheart',
  fabric: 'tulle',
  colour: null,
  sleeves: null,
  train: 'chapel',
  sizes: ['2', '4', '6', '8', '10', '12', '14', '16'],
  tags: [],
  styles: ['glam'],
  description: 'Sparkly tulle with a chapel train',
  isTopSeller: false,
};
const bella: ParsedDress = {
  ...aurora,
  styleNumber: 'AL-7',
  designer: 'Allure',
  name: 'Bella',
  price: 2400,
  silhouette: 'fit-and-flare',
  neckline: 'v-neck',
  fabric: 'lace',
  train: null,
  sizes: ['8', '10', '12'],
  styles: ['sexy'],
  description: 'Open back',
};
const expectedColumns = {
  mapped: {
    styleNumber: 'Item #',
    designer: 'Label',
    name: 'Gown',
    price: 'MSRP ($)',
    silhouette: 'Shape',
    neckline: 'Neck',
    fabric: 'Material',
    sizes: 'Sizes In Stock',
    description: 'Notes',
  },
  unmapped: [],
};

const toCsv = (rows: readonly (readonly string[])[], delimiter = ',') =>
  rows
    .map((row) => row.map((cell) => (/[",;\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(delimiter))
    .join('\n');

describe('parseInventory', () => {
  it.each([
    ['CSV', 'inventory.csv', async () => csvFile(toCsv([unfamiliarHeaders, ...unfamiliarRows]))],
    ['semicolon CSV', 'inventory.csv', async () => csvFile(toCsv([unfamiliarHeaders, ...unfamiliarRows], ';'))],
    [
      'XLSX',
      'inventory.xlsx',
      async () => xlsxFile([['Bridal Boutique stock, May'], unfamiliarHeaders, ...unfamiliarRows]),
    ],
    [
      'XLS',
      'inventory.xls',
      async () => xlsFile([['Bridal Boutique stock, May'], unfamiliarHeaders, ...unfamiliarRows]),
    ],
  ])('reads unfamiliar headers from %s', async (_format, fileName, make) => {
    const parsed = await parseInventory(await make(), fileName);
    expect(parsed).toEqual({
      dresses: [aurora, bella],
      skipped: [],
      columns: expectedColumns,
      sizes: {
        columns: [{ field: 'sizes', header: 'Sizes In Stock', recognisedBy: 'header', dressCount: 2 }],
        notes: [],
      },
    });
  });

  it('reports broken rows with the row number the boutique sees', async () => {
    const csv = toCsv([
      ['Spring stock'],
      ['SKU', 'Designer', 'Dress Name', 'Price', 'Qty'],
      ['A1', 'Allure', 'Aurora', '1200', '2'],
      ['', '', '', '900', '1'],
      ['A2', 'Allure', 'Bella', '900', '0'],
      ['A1', 'Allure', 'Aurora again', '1250', '1'],
      ['A1', 'Essense', 'Another designer’s A1', '1100', ''],
      ['', '', 'Cora', 'call', 'n/a'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'stock.csv');
    expect(parsed.dresses.map((dress) => [dress.styleNumber, dress.name, dress.price])).toEqual([
      ['A1', 'Aurora', 1200],
      ['A1', 'Another designer’s A1', 1100],
      ['', 'Cora', null],
    ]);
    expect(parsed.skipped).toEqual([
      { row: 4, reason: 'Row 4: no style number, name or designer' },
      { row: 5, reason: 'Row 5: out of stock (quantity 0)' },
      { row: 6, reason: 'Row 6: duplicate style number A1 (already in row 3)' },
    ]);
  });

  it('lets a column beat the description, and infers what no column gives', async () => {
    const csv = toCsv([
      ['Name', 'Silhouette', 'Train', 'Sleeves', 'Description', 'Best Seller', 'Tags', 'Color'],
      [
        'Aurora',
        'Ball Gown',
        '',
        '',
        'Mermaid lace with long sleeves and a cathedral train',
        'Yes',
        'Boho; garden',
        'Ivory',
      ],
      [
        'Bella',
        'Something new',
        'Chapel',
        'Puff',
        'Romantic lace fit and flare gown with a plunging neckline',
        '',
        '',
        '',
      ],
    ]);
    const [first, second] = (await parseInventory(csvFile(csv), 'a.csv')).dresses;
    expect(first).toMatchObject({
      silhouette: 'ball-gown',
      fabric: 'lace',
      sleeves: 'long',
      train: 'cathedral',
      isTopSeller: true,
      tags: ['Boho', 'garden'],
      styles: ['boho', 'garden'],
      colour: 'Ivory',
    });
    expect(second).toMatchObject({
      silhouette: 'fit-and-flare',
      neckline: 'plunging',
      fabric: 'lace',
      sleeves: 'puff',
      train: 'chapel',
      styles: ['romantic'],
      isTopSeller: false,
      colour: null,
    });
  });

  it('hands unknown columns on in the description, but not costs', async () => {
    const csv = toCsv([
      ['Style', 'Collection', 'Wholesale Cost', 'Details', 'Back'],
      ['S1', 'Garden Party', '600', 'Silk crepe sheath', 'Low back'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.columns).toEqual({
      mapped: { styleNumber: 'Style', designer: 'Collection', description: 'Details' },
      unmapped: ['Wholesale Cost', 'Back'],
    });
    expect(parsed.dresses[0]).toMatchObject({
      designer: 'Garden Party',
      description: 'Silk crepe sheath\nBack: Low back',
      silhouette: 'sheath',
      fabric: 'crepe',
      styles: ['sexy'],
    });
  });

  it('keeps parsed text as text, never as object keys', async () => {
    const csv = toCsv([
      ['Name', '__proto__', 'constructor', 'Notes'],
      ['{"polluted":true}', '{"polluted":true}', 'prototype', '__proto__'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.dresses[0]?.name).toBe('{"polluted":true}');
    expect(parsed.dresses[0]?.description).toBe('__proto__\n__proto__: {"polluted":true}\nconstructor: prototype');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(parsed.dresses[0])).toBe(Object.prototype);
  });

  it('refuses a file without a name, style number or designer column', async () => {
    const csv = toCsv([
      ['Price', 'Colour'],
      ['1200', 'Ivory'],
    ]);
    await expect(parseInventory(csvFile(csv), 'a.csv')).rejects.toThrow(
      new InventoryFileError(inventoryFileMessages.noIdentityColumn),
    );
  });

  it('parses a 600 KB CSV quickly', async () => {
    const header = 'Style #,Designer,Name,Price,Silhouette,Neckline,Fabric,Sizes,Description';
    const row = (index: number) =>
      `S-${index},Maggie Sottero,Gown ${index},"$1,${index % 900}.00",A-line,Sweetheart,Lace,2-16,` +
      `"Romantic ivory lace gown with an illusion back, covered buttons, chapel train and a sweep of beaded appliqués ${index}"`;
    const lines = [header];
    let length = header.length;
    while (length < 590 * 1024) {
      const line = row(lines.length);
      lines.push(line);
      length += line.length + 1;
    }
    const csv = csvFile(lines.join('\n'));
    const parsed = await parseInventory(csv, 'big.csv');
    // Its speed is measured by `npm run bench`, not asserted here.
    expect(parsed.dresses).toHaveLength(lines.length - 1);
  });
});

describe('parseInventory keeps what a dress’s limit facts are read from', () => {
  const limitFactsOf = (dress: ParsedDress | undefined) => readLimitFacts({ id: 'x', ...dress! });

  it('keeps columns the dress has no field for as header lines the facts are read from', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Collection', 'Back Style', 'Hem', 'Slit', 'Maternity', 'Embellishment', 'Line'],
      ['S1', 'Aurelie', 'Signature', 'Open', 'Tea', 'No', 'No', 'Pearls', 'Main'],
      ['S2', 'Aurelie', 'Bump Collection', 'Corset', 'Floor', 'Yes', 'Yes', 'None', 'Maternity'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.dresses[0]?.description).toBe(
      'Collection: Signature\nBack Style: Open\nHem: Tea\nSlit: No\nMaternity: No\nEmbellishment: Pearls\nLine: Main',
    );
    expect(limitFactsOf(parsed.dresses[0])).toMatchObject({
      back: 'open',
      length: 'tea',
      slit: false,
      maternity: false,
      embellishments: ['pearls'],
    });
    expect(limitFactsOf(parsed.dresses[1])).toMatchObject({
      back: 'corset',
      length: 'floor',
      slit: true,
      maternity: true,
      embellishments: [],
    });
  });

  it('does not read a yes-or-no column or a Back column as an attribute', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Maternity', 'Back', 'Slit'],
      ['S1', 'Aurelie', 'No', 'V back', 'No'],
      ['S2', 'Aurelie', 'No', 'Scoop', 'No'],
      ['S3', 'Aurelie', 'Yes', 'Illusion', 'No'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.columns.mapped).toEqual({ styleNumber: 'Style', designer: 'Designer' });
    expect(parsed.dresses.map((dress) => [dress.neckline, dress.sleeves, dress.train])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    expect(parsed.dresses.map((dress) => limitFactsOf(dress).back)).toEqual(['low', 'low', 'illusion']);
    expect(parsed.dresses.map((dress) => limitFactsOf(dress).maternity)).toEqual([false, false, true]);
  });

  it('keeps what an attribute column says beyond its canonical value', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Sleeve Length', 'Sleeves (in)', 'Neckline', 'Silhouette', 'Train'],
      ['S1', 'Aurelie', 'Elbow', '', 'Jewel', 'A-line', 'Chapel'],
      ['S2', 'Aurelie', 'Long Sleeve', '', 'Sweetheart', 'Fit & Flare', 'Chapel Train'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.columns.mapped).toMatchObject({ sleeves: 'Sleeve Length', neckline: 'Neckline' });
    expect(parsed.dresses[0]).toMatchObject({
      sleeves: 'three-quarter',
      neckline: 'scoop',
      description: 'Neckline: Jewel\nSleeve Length: Elbow',
    });
    expect(limitFactsOf(parsed.dresses[0])).toMatchObject({ sleeveLength: 'elbow', necklineHeight: 'high' });
    // A value that says it all adds nothing.
    expect(parsed.dresses[1]).toMatchObject({ sleeves: 'long', neckline: 'sweetheart', description: '' });
  });

  it('keeps a sleeve measured in inches and reads it', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Sleeves (in)'],
      ['S1', 'Aurelie', '24'],
      ['S2', 'Aurelie', '0'],
      ['S3', 'Aurelie', ''],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.columns.mapped).toMatchObject({ sleeves: 'Sleeves (in)' });
    expect(parsed.dresses.map((dress) => dress.description)).toEqual(['Sleeves (in): 24', 'Sleeves (in): 0', '']);
    expect(parsed.dresses.map((dress) => limitFactsOf(dress).sleeveLength)).toEqual(['long', 'none', null]);
  });

  it('reads colour columns by their other names', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Color Way'],
      ['S1', 'Aurelie', 'Ivory/Nude'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.dresses[0]?.colour).toBe('Ivory/Nude');
    expect(limitFactsOf(parsed.dresses[0]).colour).toEqual({ names: ['ivory', 'nude'], family: 'warm-neutral' });
    for (const header of ['Shade', 'Colour Options', 'Colorway', 'Hue']) {
      const sheet = await parseInventory(
        csvFile(
          toCsv([
            ['Style', header],
            ['S1', 'Blush'],
          ]),
        ),
        'a.csv',
      );
      expect(sheet.dresses[0]?.colour).toBe('Blush');
    }
  });

  it('keeps the header of a description column that is about one part', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Back Detail'],
      ['S1', 'Aurelie', 'Illusion'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.columns.mapped).toMatchObject({ description: 'Back Detail' });
    expect(parsed.dresses[0]).toMatchObject({ description: 'Back Detail: Illusion', neckline: null });
    expect(limitFactsOf(parsed.dresses[0]).back).toBe('illusion');
  });

  it('reads free words in a Details column and the tags', async () => {
    const csv = toCsv([
      ['Style', 'Designer', 'Description', 'Details', 'Tags'],
      ['S1', 'Aurelie', 'Crepe pantsuit', 'Wide-leg trousers, no slit', 'Maternity, Sequins'],
    ]);
    const parsed = await parseInventory(csvFile(csv), 'a.csv');
    expect(parsed.dresses[0]?.description).toBe('Crepe pantsuit\nDetails: Wide-leg trousers, no slit');
    expect(limitFactsOf(parsed.dresses[0])).toMatchObject({
      garment: 'suit',
      slit: false,
      maternity: true,
      embellishments: ['sequins'],
    });
  });
});
