import { describe, expect, it } from '@jest/globals';
import { mapHeaders } from './map-headers';
import { parseInventory } from './parse-inventory';

const csv = (lines: readonly string[]) => Buffer.from(lines.join('\n'), 'utf8');

describe('size columns by header', () => {
  it.each([
    [['Name', 'Sizes Available', 'Sample Sz', 'Size Range 0-30'], { sizes: 1, sampleSizes: 2, orderRange: 3 }],
    [['Name', 'Size', 'Sample Size', 'Order Sizes'], { sizes: 1, sampleSizes: 2, orderRange: 3 }],
    [['Name', 'In Stock Sizes', 'Sample', 'Sizes Offered'], { sizes: 1, sampleSizes: 2, orderRange: 3 }],
    [['Name', 'Sizes In Stock', 'Floor Sample', 'Size Run'], { sizes: 1, sampleSizes: 2, orderRange: 3 }],
  ])('maps %j', (headers, expected) => {
    expect(mapHeaders(headers).mapping).toMatchObject(expected);
  });

  it('keeps "Size Range" and "Sample Size" out of the sizes in stock', () => {
    const { mapping } = mapHeaders(['Name', 'Size Range', 'Sample Size']);
    expect(mapping.sizes).toBeUndefined();
    expect(mapping).toMatchObject({ orderRange: 1, sampleSizes: 2 });
  });

  it('does not read a sample price as a sample size', () => {
    expect(mapHeaders(['Name', 'Sample Price']).mapping).toEqual({ name: 0, price: 1 });
  });
});

describe('size columns by value', () => {
  it('recognises ranges and size lists under headers it does not know, and an "In Stock" of sizes', async () => {
    const parsed = await parseInventory(
      csv([
        'Name,In Stock,Offered,Price',
        'Ava,"8, 10, 12",0-30,1000',
        'Bea,"14W, 16W",2-28W,1100',
        'Cia,XS-L,UK 6-22,900',
      ]),
      'stock.csv',
    );
    expect(parsed.columns.mapped).toMatchObject({ sizes: 'In Stock', orderRange: 'Offered' });
    expect(parsed.columns.mapped).not.toHaveProperty('quantity');
    expect(parsed.dresses.map((dress) => [dress.name, dress.sizes, dress.orderRange])).toEqual([
      ['Ava', ['8', '10', '12'], { min: 0, max: 30 }],
      ['Bea', ['14W', '16W'], { min: 2, max: 28 }],
      ['Cia', ['XS', 'S', 'M', 'L'], { min: 2, max: 18 }],
    ]);
    expect(parsed.sizes.columns).toEqual([
      { field: 'sizes', header: 'In Stock', recognisedBy: 'values', dressCount: 3 },
      { field: 'orderRange', header: 'Offered', recognisedBy: 'values', dressCount: 3 },
    ]);
  });

  it('keeps an "In Stock" count a count', async () => {
    const parsed = await parseInventory(csv(['Name,In Stock', 'Ava,2', 'Bea,0', 'Cia,3']), 'stock.csv');
    expect(parsed.columns.mapped).toMatchObject({ quantity: 'In Stock' });
    expect(parsed.dresses.map((dress) => dress.name)).toEqual(['Ava', 'Cia']);
  });

  it('leaves a column of other numbers alone', async () => {
    const parsed = await parseInventory(csv(['Name,Year,Price', 'Ava,2026,1000', 'Bea,2027,1200']), 'stock.csv');
    expect(parsed.columns.unmapped).toEqual(['Year']);
    expect(parsed.sizes.notes).toEqual([
      'No size columns were found: pull lists cannot check sizes until the sheet lists them.',
    ]);
  });
});

describe('size columns read into dresses, with their bad input reported', () => {
  const header = 'Style #,Designer,Name,Price,Sizes Available,Sample Sz,Size Range 0-30';

  it('reads the three kinds, the header giving the range of rows that leave it empty', async () => {
    const parsed = await parseInventory(
      csv([header, 'A1,Allure,Ava,1200,"8, 10",10,', 'A2,Allure,Bea,1300,12,"12, 14W",2-28W']),
      'stock.csv',
    );
    expect(parsed.dresses.map((dress) => [dress.sizes, dress.sampleSizes, dress.orderRange])).toEqual([
      [['8', '10'], ['10'], { min: 0, max: 30 }],
      [['12'], ['12', '14W'], { min: 2, max: 28 }],
    ]);
    expect(parsed.sizes).toEqual({
      columns: [
        { field: 'sizes', header: 'Sizes Available', recognisedBy: 'header', dressCount: 2 },
        { field: 'sampleSizes', header: 'Sample Sz', recognisedBy: 'header', dressCount: 2 },
        { field: 'orderRange', header: 'Size Range 0-30', recognisedBy: 'header', dressCount: 2 },
      ],
      notes: [],
    });
  });

  it('leaves out sizes that make no sense, names the rows, and counts the rest', async () => {
    const rows = ['A1,Allure,Ava,1200,"95, 12",10,', 'A2,Allure,Bea,1200,XXXXL,10,', 'A3,Allure,Cia,1200,-4,10,'];
    for (let index = 4; index <= 8; index += 1) rows.push(`A${index},Allure,Gown ${index},1200,"40, 8",,`);
    const parsed = await parseInventory(csv([header, ...rows]), 'stock.csv');
    expect(parsed.dresses).toHaveLength(8);
    expect(parsed.dresses[0]!.sizes).toEqual(['12']);
    expect(parsed.dresses[1]!.sizes).toEqual([]);
    expect(parsed.dresses[3]!.sizes).toEqual(['8']);
    expect(parsed.sizes.notes).toEqual([
      'Row 2: "95" is not a dress size; left out.',
      'Row 3: "XXXXL" is not a dress size; left out.',
      'Row 4: "-4" is not a dress size; left out.',
      'and 5 more sizes that make no sense, left out.',
    ]);
  });

  it('converts UK sizes where an inventory mixes them with US ones, and says so', async () => {
    const parsed = await parseInventory(
      csv([header, 'A1,Allure,Ava,1200,"8, 10",,', 'A2,Allure,Bea,1200,"UK 16, UK 18",UK 16,UK 8-20']),
      'stock.csv',
    );
    expect(parsed.dresses[1]).toMatchObject({
      sizes: ['12', '14'],
      sampleSizes: ['12'],
      orderRange: { min: 4, max: 16 },
    });
    expect(parsed.sizes.notes).toEqual([
      'This inventory mixes UK and US sizes: 3 UK sizes were converted to US (UK 16 is US 12).',
    ]);
  });

  it('reads a backwards range the right way round, and says so', async () => {
    const parsed = await parseInventory(csv([header, 'A1,Allure,Ava,1200,16-2,,30-0']), 'stock.csv');
    expect(parsed.dresses[0]).toMatchObject({
      sizes: ['2', '4', '6', '8', '10', '12', '14', '16'],
      orderRange: { min: 0, max: 30 },
    });
    expect(parsed.sizes.notes).toEqual(['Row 2: "16-2" read as 2-16.', 'Row 2: "30-0" read as 0-30.']);
  });

  it('keeps a size column full of notes as notes, and the rest of the inventory', async () => {
    const parsed = await parseInventory(
      csv([
        'Name,Price,Sizes,Sample Size,Order Sizes',
        'Ava,1200,call store,ask,ask',
        'Bea,1300,ask,ask,0-95',
        'Cia,1400,call store,10,0-30',
      ]),
      'stock.csv',
    );
    expect(parsed.dresses.map((dress) => dress.name)).toEqual(['Ava', 'Bea', 'Cia']);
    expect(parsed.dresses[0]).toMatchObject({ sizes: [], sampleSizes: [], orderRange: null });
    expect(parsed.dresses[0]!.description).toBe('Sizes: call store\nSample Size: ask\nOrder Sizes: ask');
    expect(parsed.dresses[2]).toMatchObject({ sampleSizes: ['10'], orderRange: { min: 0, max: 30 } });
    expect(parsed.sizes.notes).toEqual([
      'Row 3: "0-95" is not a range of dress sizes; left out.',
      'Sizes: 3 cells hold notes, not sizes ("call store", "ask"); kept in the description.',
      'Sample Size: 2 cells hold notes, not sizes ("ask"); kept in the description.',
      'Order Sizes: 1 cell holds a note, not sizes ("ask"); kept in the description.',
    ]);
    expect(parsed.sizes.columns.map((column) => [column.field, column.dressCount])).toEqual([
      ['sizes', 0],
      ['sampleSizes', 1],
      ['orderRange', 1],
    ]);
  });
});
