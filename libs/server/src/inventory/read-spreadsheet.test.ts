import { describe, expect, it } from '@jest/globals';
import { inventoryFileMessages } from './inventory-file-error';
import { csvFile, xlsFile, xlsxFile, zipFile } from '@bridal/testing/fixtures/spreadsheet-files';
import { InventoryFileError, readSpreadsheet } from './read-spreadsheet';

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(InventoryFileError);
    return (error as Error).message;
  }
  throw new Error('The file was accepted.');
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

describe('readSpreadsheet: CSV', () => {
  it('finds the header below a title row and numbers rows as the sheet does', async () => {
    const csv =
      'Spring 2025 Inventory,,\n\nStyle #,Designer,Price\n21MS345,Maggie Sottero,"$1,299.00"\n\n,,\nA-100,Allure,2400\n';
    expect(await readSpreadsheet(csvFile(csv), 'stock.csv')).toEqual({
      headers: ['Style #', 'Designer', 'Price'],
      rows: [
        ['21MS345', 'Maggie Sottero', '$1,299.00'],
        ['A-100', 'Allure', '2400'],
      ],
      rowNumbers: [4, 7],
    });
  });

  it('detects semicolons, tabs and pipes, and reads a BOM or Windows-1252', async () => {
    const semicolon = '\ufeffRéf;Nom;Prix\nA1;Aurore;1.299,00 €\nA2;Belle, de nuit;999,00 €\n';
    expect((await readSpreadsheet(csvFile(semicolon), 'stock.CSV')).rows).toEqual([
      ['A1', 'Aurore', '1.299,00 €'],
      ['A2', 'Belle, de nuit', '999,00 €'],
    ]);
    expect((await readSpreadsheet(csvFile('Name\tPrice\nAurora, ivory\t1200\n'), 'a.csv')).rows).toEqual([
      ['Aurora, ivory', '1200'],
    ]);
    expect((await readSpreadsheet(csvFile('Name|Price\nAurora|1200\n'), 'a.csv')).rows).toEqual([['Aurora', '1200']]);
    const latin1 = Buffer.from('Name,Fabric\nAmélie,Crêpe\n', 'latin1');
    expect((await readSpreadsheet(latin1, 'a.csv')).rows).toEqual([['Amélie', 'Crêpe']]);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Name\tPrice\nAmélie\t900\n', 'utf16le')]);
    expect((await readSpreadsheet(utf16, 'a.csv')).rows).toEqual([['Amélie', '900']]);
  });

  it('tolerates ragged rows and stray quotes', async () => {
    const csv = 'Name,Price,Notes\nAurora,1200\nBella,900,"12"" train",extra\nCora 60" train,800\n';
    expect((await readSpreadsheet(csvFile(csv), 'a.csv')).rows).toEqual([
      ['Aurora', '1200', '', ''],
      ['Bella', '900', '12" train', 'extra'],
      ['Cora 60" train', '800', '', ''],
    ]);
  });
});

describe('readSpreadsheet: XLSX', () => {
  it('reads cached formula values without evaluating them, and rich text, links and dates as text', async () => {
    const file = await xlsxFile(
      [['Spring 2025 Inventory'], [], ['Style #', 'Price', 'Double', 'Name', 'Arrived']],
      (sheet) => {
        sheet.mergeCells('A1:E1');
        sheet.addRow([
          'A1',
          1299,
          { formula: 'B4*2', result: 1000 },
          { richText: [{ text: 'Au' }, { text: 'rora' }] },
          new Date(Date.UTC(2025, 2, 14)),
        ]);
        sheet.addRow(['A2', 900, { formula: 'B5*2' }, { text: 'Bella', hyperlink: 'https://example.com/bella' }, true]);
        sheet.addRow(['A3', 1299.9999999999998, { formula: 'NOW()', result: 'cached text' }, 'Cora', null]);
      },
    );
    expect(await readSpreadsheet(file, 'stock.xlsx')).toEqual({
      headers: ['Style #', 'Price', 'Double', 'Name', 'Arrived'],
      rows: [
        ['A1', '1299', '1000', 'Aurora', '2025-03-14'],
        ['A2', '900', '', 'Bella', 'TRUE'],
        ['A3', '1300', 'cached text', 'Cora', ''],
      ],
      rowNumbers: [4, 5, 6],
    });
  });

  it('takes the first worksheet with data, visible ones first', async () => {
    const file = await xlsxFile([], (sheet) => {
      const workbook = sheet.workbook;
      workbook.addWorksheet('Hidden').addRows([
        ['Name', 'Price'],
        ['Secret', '1'],
      ]);
      workbook.getWorksheet('Hidden')!.state = 'hidden';
      workbook.addWorksheet('Stock').addRows([
        ['Name', 'Price'],
        ['Aurora', '1200'],
      ]);
    });
    expect((await readSpreadsheet(file, 'a.xlsx')).rows).toEqual([['Aurora', '1200']]);
  });
});

describe('readSpreadsheet: XLS', () => {
  it('reads a legacy workbook below its title row', async () => {
    const file = xlsFile([
      ['Inventory'],
      ['Item #', 'Gown', 'MSRP ($)'],
      ['X1', 'Aurora', 1299],
      ['X2', 'Bella', '900'],
    ]);
    expect(await readSpreadsheet(file, 'old.xls')).toEqual({
      headers: ['Item #', 'Gown', 'MSRP ($)'],
      rows: [
        ['X1', 'Aurora', '1299'],
        ['X2', 'Bella', '900'],
      ],
      rowNumbers: [3, 4],
    });
  });
});

describe('readSpreadsheet: refusals', () => {
  it('refuses files with nothing to read', async () => {
    expect(await refusal(readSpreadsheet(Buffer.alloc(0), 'a.csv'))).toBe(inventoryFileMessages.noRows);
    expect(await refusal(readSpreadsheet(Buffer.alloc(0), 'a.xlsx'))).toBe(inventoryFileMessages.noRows);
    expect(await refusal(readSpreadsheet(csvFile('\ufeff\n\n'), 'a.csv'))).toBe(inventoryFileMessages.noRows);
    expect(await refusal(readSpreadsheet(csvFile('Name,Price\n,,\n'), 'a.csv'))).toBe(inventoryFileMessages.noRows);
    expect(await refusal(readSpreadsheet(await xlsxFile([['Name', 'Price']]), 'a.xlsx'))).toBe(
      inventoryFileMessages.noRows,
    );
  });

  it('refuses other file types and files whose bytes contradict their name', async () => {
    const csv = csvFile('Name,Price\nAurora,1200\n');
    const xlsx = await xlsxFile([
      ['Name', 'Price'],
      ['Aurora', 1200],
    ]);
    const xls = xlsFile([
      ['Name', 'Price'],
      ['Aurora', 1200],
    ]);
    const cases: [Buffer, string][] = [
      [csv, 'stock.txt'],
      [csv, 'stock'],
      [csv, 'stock.xlsx'],
      [csv, 'stock.xls'],
      [xlsx, 'stock.csv'],
      [xlsx, 'stock.xls'],
      [xls, 'stock.xlsx'],
      [xls, 'stock.csv'],
      [png, 'stock.csv'],
      [Buffer.from('%PDF-1.7\n'), 'stock.xlsx'],
      [
        zipFile([
          { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
          { name: 'word/document.xml', data: Buffer.from('<w/>') },
        ]),
        'stock.xlsx',
      ],
    ];
    for (const [buffer, name] of cases) {
      expect([name, await refusal(readSpreadsheet(buffer, name))]).toEqual([name, inventoryFileMessages.wrongType]);
    }
  });

  it('refuses bytes that are not a readable spreadsheet', async () => {
    const withNul = csvFile('Name,Price\nAur\u0000ora,1200\n');
    expect(await refusal(readSpreadsheet(withNul, 'a.csv'))).toBe(inventoryFileMessages.unreadable);
    const binary = Buffer.from(Array.from({ length: 400 }, (_, index) => (index * 37) % 31 || 1));
    expect(await refusal(readSpreadsheet(binary, 'a.csv'))).toBe(inventoryFileMessages.unreadable);
    const truncatedZip = (await xlsxFile([['Name'], ['Aurora']])).subarray(0, 200);
    expect(await refusal(readSpreadsheet(truncatedZip, 'a.xlsx'))).toBe(inventoryFileMessages.unreadable);
    const notXls = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600, 7)]);
    expect(await refusal(readSpreadsheet(notXls, 'a.xls'))).toBe(inventoryFileMessages.unreadable);
    expect(await refusal(readSpreadsheet(csvFile('Name,Notes\nAurora,"never closed\n'), 'a.csv'))).toBe(
      inventoryFileMessages.unreadable,
    );
  });

  it('refuses files that would unpack too far (zip bombs)', async () => {
    const workbookParts = [
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
    ];
    const honest = zipFile([...workbookParts, { name: 'xl/media/image1.png', data: Buffer.alloc(60 * 1024 * 1024) }]);
    expect(honest.length).toBeLessThan(600 * 1024);
    expect(await refusal(readSpreadsheet(honest, 'bomb.xlsx'))).toBe(inventoryFileMessages.tooBigUnpacked);
    const lying = zipFile([
      ...workbookParts,
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(20 * 1024 * 1024, 'a'), claimedSize: 1000 },
    ]);
    expect(await refusal(readSpreadsheet(lying, 'bomb.xlsx'))).toBe(inventoryFileMessages.tooBigUnpacked);
    const cells = Buffer.from(
      `<worksheet><sheetData><row r="1">${'<c/>'.repeat(700_000)}</row></sheetData></worksheet>`,
    );
    const manyCells = zipFile([...workbookParts, { name: 'xl/worksheets/sheet1.xml', data: cells }]);
    expect(await refusal(readSpreadsheet(manyCells, 'bomb.xlsx'))).toBe(inventoryFileMessages.tooBigUnpacked);
  });

  it('refuses more than 5000 dress rows or 100 columns in every format', async () => {
    const header = ['Style #', 'Name'];
    const rows = (count: number) => Array.from({ length: count }, (_, index) => [`S${index}`, `Gown ${index}`]);
    const csv = (count: number) => csvFile([header, ...rows(count)].map((row) => row.join(',')).join('\n'));

    expect((await readSpreadsheet(csv(5000), 'a.csv')).rows).toHaveLength(5000);
    expect(await refusal(readSpreadsheet(csv(5001), 'a.csv'))).toBe(inventoryFileMessages.tooManyRows);
    expect(await refusal(readSpreadsheet(await xlsxFile([header, ...rows(5001)]), 'a.xlsx'))).toBe(
      inventoryFileMessages.tooManyRows,
    );
    // Past this many rows exceljs is stopped while reading.
    expect(await refusal(readSpreadsheet(await xlsxFile([header, ...rows(12_000)]), 'a.xlsx'))).toBe(
      inventoryFileMessages.tooManyRows,
    );
    expect(await refusal(readSpreadsheet(xlsFile([header, ...rows(6000)]), 'a.xls'))).toBe(
      inventoryFileMessages.tooManyRows,
    );
    expect((await readSpreadsheet(xlsFile([['Title'], header, ...rows(5000)]), 'a.xls')).rows).toHaveLength(5000);

    const wide = Array.from({ length: 101 }, (_, index) => `Column ${index + 1}`);
    expect(await refusal(readSpreadsheet(csvFile(`${wide.join(',')}\n${wide.join(',')}`), 'a.csv'))).toBe(
      inventoryFileMessages.tooManyColumns,
    );
    expect(await refusal(readSpreadsheet(await xlsxFile([wide, wide]), 'a.xlsx'))).toBe(
      inventoryFileMessages.tooManyColumns,
    );
    expect(await refusal(readSpreadsheet(xlsFile([wide, wide]), 'a.xls'))).toBe(inventoryFileMessages.tooManyColumns);
  }, 60_000);

  it('refuses files over 600 KB', async () => {
    const big = csvFile(`Name,Notes\n${'Aurora,lace\n'.repeat(60_000)}`);
    expect(await refusal(readSpreadsheet(big, 'a.csv'))).toBe(inventoryFileMessages.tooLarge);
  });
});
