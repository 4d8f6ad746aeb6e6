import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { InventoryFileError } from './inventory-file-error';
import { headerSearchRows, xlsParseHeapMb, xlsParseTimeoutMs } from './inventory-limits';
import type { SheetRules } from './sheet-rules';
import type { SheetRow } from './sheet-row';

/**
 * SheetJS 0.18.5 has published advisories (prototype pollution, ReDoS) that the builds on this
 * registry do not fix. It therefore runs in a thread of its own: a crafted file can pollute only
 * that thread's prototypes, it is stopped after a time limit and a heap limit, and only plain
 * arrays of strings come back (structured cloning copies no prototypes).
 *
 * The code is CommonJS because it runs from a string, independent of how this module was built.
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const XLSX = require(workerData.xlsxPath);
  const bytes = Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength);
  const workbook = XLSX.read(bytes, { type: 'buffer', cellFormula: false, cellHTML: false, sheetRows: workerData.sheetRows });
  const hidden = (index) => Boolean(workbook.Workbook && workbook.Workbook.Sheets && workbook.Workbook.Sheets[index] && workbook.Workbook.Sheets[index].Hidden);
  let chosen = null;
  workbook.SheetNames.forEach((name, index) => {
    if (chosen && !chosen.hidden) return;
    const sheet = workbook.Sheets[name];
    if (!sheet || !sheet['!ref']) return;
    const firstRow = XLSX.utils.decode_range(sheet['!ref']).s.r + 1;
    const table = XLSX.utils.sheet_to_json(sheet, { header: 1, raw: false, defval: '', blankrows: true });
    const rows = [];
    table.forEach((row, offset) => {
      const cells = Array.from(row, (value) => (value === null || value === undefined ? '' : String(value)));
      while (cells.length > 0 && cells[cells.length - 1].trim() === '') cells.pop();
      if (cells.length > 0) rows.push({ number: firstRow + offset, cells });
    });
    if (rows.length > 0 && (!chosen || (chosen.hidden && !hidden(index)))) chosen = { hidden: hidden(index), rows };
  });
  parentPort.postMessage({ ok: true, rows: chosen ? chosen.rows : [] });
} catch (error) {
  parentPort.postMessage({ ok: false, passwordProtected: /password/i.test(String(error && error.message)) });
}
`;

const xlsxPath = createRequire(import.meta.url).resolve('xlsx');

type WorkerAnswer = { ok: true; rows: SheetRow[] } | { ok: false; passwordProtected: boolean };

/**
 * Reads the first sheet with data (visible ones first) of a legacy .xls. Formulas give their saved
 * values; SheetJS never evaluates them. One row more than can be accepted is read so that an
 * oversized sheet is noticed without reading all of it.
 */
export function readXlsRows(buffer: Buffer, { limits, messages }: SheetRules): Promise<SheetRow[]> {
  return new Promise((resolve, reject) => {
    const unreadable = (cause?: unknown) =>
      reject(new InventoryFileError(messages.unreadable, cause === undefined ? {} : { cause }));
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: { xlsxPath, bytes: new Uint8Array(buffer), sheetRows: limits.maxDataRows + headerSearchRows + 1 },
      resourceLimits: { maxOldGenerationSizeMb: xlsParseHeapMb },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      action();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => finish(() => unreadable(new Error('The .xls parser ran out of time.'))),
      xlsParseTimeoutMs,
    );
    worker.on('message', (answer: WorkerAnswer) =>
      finish(() => {
        if (answer.ok) resolve(answer.rows);
        else if (answer.passwordProtected) reject(new InventoryFileError(messages.passwordProtected));
        else unreadable();
      }),
    );
    worker.on('error', (error) => finish(() => unreadable(error)));
    worker.on('exit', () => finish(() => unreadable(new Error('The .xls parser stopped without an answer.'))));
  });
}
