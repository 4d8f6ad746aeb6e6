import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { AppError } from '../errors/app-error';
import { xlsFile, xlsxFile, zipFile } from '@bridal/testing/fixtures/spreadsheet-files';
import { DocumentInspector, type DocumentInspectorOptions } from './document-inspector';
import type { DocumentKind } from './document-kinds';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const jpeg = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');
const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
const docx = (extra: Buffer = Buffer.alloc(0)) =>
  zipFile([
    { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
    { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    { name: 'word/media/image1.png', data: extra },
  ]);

/** Feeds the bytes in chunks of `size`, as the network would. */
function inspect(bytes: Buffer, kind: DocumentKind, options: Partial<DocumentInspectorOptions> = {}, size = 7) {
  const inspector = new DocumentInspector({ fileName: `file.${kind}`, kind, maxBytes: 1024 * 1024, ...options });
  for (let start = 0; start < bytes.length; start += size) inspector.push(bytes.subarray(start, start + size));
  return inspector.finish();
}

function refusal(action: () => unknown): { status: number; message: string } {
  try {
    action();
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('DocumentInspector', () => {
  it('accepts each kind by its bytes, fed in small chunks, and names its type', async () => {
    const xlsx = await xlsxFile([
      ['Style', 'Name'],
      ['A1', 'Aurora'],
    ]);
    const cases: [Buffer, DocumentKind, string][] = [
      [pdf, 'pdf', 'application/pdf'],
      [png, 'png', 'image/png'],
      [jpeg, 'jpeg', 'image/jpeg'],
      [gif, 'gif', 'image/gif'],
      [docx(), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [xlsx, 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [xlsFile([['Style'], ['A1']]), 'xls', 'application/vnd.ms-excel'],
      [xlsFile([['Not really Word'], ['but OLE all the same']]), 'doc', 'application/msword'],
      [Buffer.from('Style,Name\nA1,Aurora ✨ Crème\n'), 'csv', 'text/csv'],
      [Buffer.from('Notes from the Bridal Market: ivory crêpe is back.'), 'txt', 'text/plain'],
    ];
    for (const [bytes, kind, mimeType] of cases) {
      expect(inspect(bytes, kind)).toEqual({ fileSize: bytes.length, mimeType, content: null });
    }
  });

  it('finds an Office file’s directory at the end of a file larger than the window it keeps', () => {
    const bytes = docx(randomBytes(3 * 1024 * 1024));
    expect(inspect(bytes, 'docx', { maxBytes: 10 * 1024 * 1024 }, 64 * 1024).fileSize).toBe(bytes.length);
  });

  it('refuses a file whose contents do not match its name, saying which file and what it is not', () => {
    expect(refusal(() => inspect(Buffer.from('just some notes, not a PDF at all'), 'pdf'))).toEqual({
      status: 415,
      message: '"file.pdf" is not a real PDF file: its contents do not match its name.',
    });
    expect(refusal(() => inspect(pdf, 'png')).status).toBe(415);
    expect(refusal(() => inspect(png, 'jpeg')).status).toBe(415);
    expect(refusal(() => inspect(Buffer.from('GIF87'), 'gif')).status).toBe(415);
    expect(refusal(() => inspect(docx(), 'doc')).status).toBe(415);
  });

  it('refuses a ZIP that is not the Office document its name says', async () => {
    const xlsx = await xlsxFile([['Style'], ['A1']]);
    expect(refusal(() => inspect(xlsx, 'docx')).message).toMatch(/not a real Word \(\.docx\) file/);
    expect(refusal(() => inspect(docx(), 'xlsx')).message).toMatch(/not a real Excel \(\.xlsx\) file/);
    const plainZip = zipFile([{ name: 'photos/a.jpg', data: jpeg }]);
    expect(refusal(() => inspect(plainZip, 'docx')).status).toBe(415);
    // A ZIP signature and nothing behind it.
    expect(refusal(() => inspect(Buffer.from('PK\x03\x04 and then garbage', 'latin1'), 'docx')).status).toBe(415);
  });

  it('takes text only as UTF-8 without NUL bytes, a character split across chunks included', () => {
    expect(inspect(Buffer.from('é'.repeat(100)), 'txt', {}, 1).fileSize).toBe(200);
    const notText = /^"file\.csv" is not plain UTF-8 text/;
    expect(refusal(() => inspect(Buffer.from('Style,Name\nA1,Cr\xe8me\n', 'latin1'), 'csv')).message).toMatch(notText);
    expect(refusal(() => inspect(Buffer.from('Style\u0000Name'), 'csv')).message).toMatch(notText);
    // A file that ends in the middle of a character.
    expect(refusal(() => inspect(Buffer.from('ok \xe2\x82', 'latin1'), 'csv')).status).toBe(415);
  });

  it('stops a file at the limit, and refuses an empty one', () => {
    const tooLarge = refusal(() => inspect(Buffer.alloc(2049, 'a'), 'txt', { fileName: 'big.txt', maxBytes: 2048 }));
    expect(tooLarge).toEqual({ status: 413, message: '"big.txt" is larger than 2 KB, the limit for each file.' });
    expect(inspect(Buffer.alloc(2048, 'a'), 'txt', { maxBytes: 2048 }).fileSize).toBe(2048);
    expect(refusal(() => inspect(Buffer.alloc(0), 'pdf'))).toEqual({ status: 400, message: '"file.pdf" is empty.' });
  });

  it('keeps the bytes of a file no larger than asked, and none of a larger one', () => {
    const csv = Buffer.from('Style,Name\nA1,Aurora\n');
    expect(inspect(csv, 'csv', { keepBytes: 1024 }).content?.equals(csv)).toBe(true);
    expect(inspect(Buffer.alloc(2000, 'a'), 'csv', { keepBytes: 1024 }).content).toBeNull();
  });
});
