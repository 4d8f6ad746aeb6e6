import { describe, expect, it } from '@jest/globals';
import { addChosenFiles, checkTrendingFile } from './trending-gowns-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('choosing trending-gown files', () => {
  it('takes the accepted types whatever their case, up to 50 MB each', () => {
    for (const name of [
      'a.pdf',
      'b.DOCX',
      'c.doc',
      'd.xls',
      'e.xlsx',
      'f.csv',
      'g.JPG',
      'h.jpeg',
      'i.png',
      'j.gif',
      'k.txt',
    ]) {
      expect(checkTrendingFile(file(name))).toBeNull();
    }
    expect(checkTrendingFile(file('big.pdf', 50 * 1024 * 1024))).toBeNull();
  });

  it('refuses another type, a file over 50 MB and an empty one, naming it', () => {
    expect(checkTrendingFile(file('setup.exe'))).toEqual({
      title: 'Unsupported File Type',
      description:
        '"setup.exe" is not an accepted file type. Please upload .pdf .doc .docx .xls .xlsx .csv .jpg .jpeg .png .gif .txt files.',
    });
    expect(checkTrendingFile(file('huge.pdf', 50 * 1024 * 1024 + 1))).toEqual({
      title: 'File Too Large',
      description: '"huge.pdf" is larger than 50 MB, the limit for each file.',
    });
    expect(checkTrendingFile(file('no-extension'))?.title).toBe('Unsupported File Type');
    expect(checkTrendingFile(file('blank.txt', 0))?.description).toBe('"blank.txt" is empty.');
  });

  it('adds the good files, leaves out the bad ones and repeats, and stops at ten', () => {
    const first = addChosenFiles([], [file('a.pdf'), file('virus.exe'), file('b.csv')]);
    expect(first.files.map((entry) => entry.name)).toEqual(['a.pdf', 'b.csv']);
    expect(first.problem?.title).toBe('Unsupported File Type');

    const again = addChosenFiles(first.files, [file('a.pdf')]);
    expect(again).toEqual({ files: first.files, problem: null });

    const many = addChosenFiles(
      first.files,
      Array.from({ length: 10 }, (_, index) => file(`page-${index}.png`)),
    );
    expect(many.files).toHaveLength(10);
    expect(many.problem?.description).toBe('Please upload at most 10 files at a time.');
  });
});
