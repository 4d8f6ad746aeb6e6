import { TextDecoder } from 'node:util';
import { trendingMessages } from '@bridal/shared/trending-gowns/trending-gowns';
import { AppError } from '../errors/app-error';
import { type DocumentKind, labelOfKind, mimeTypeOfKind } from './document-kinds';
import { listZipTailNames } from './list-zip-tail-names';

const signatures: Partial<Record<DocumentKind, readonly (readonly number[])[]>> = {
  pdf: [[0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  doc: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], // OLE2 compound file
  xls: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]],
  docx: [[0x50, 0x4b, 0x03, 0x04]], // ZIP local file header
  xlsx: [[0x50, 0x4b, 0x03, 0x04]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], // GIF87a
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], // GIF89a
  ],
};
const headLength = 8;

/** The directory of an Office file with a few thousand parts fits many times over. */
const zipTailBytes = 1024 * 1024;
const officeFolderOf: Partial<Record<DocumentKind, string>> = { docx: 'word/', xlsx: 'xl/' };

export interface InspectedDocument {
  fileSize: number;
  mimeType: string;
  /** The whole file, when asked to keep it and it was no larger than `keepBytes`; else null. */
  content: Buffer | null;
}

export interface DocumentInspectorOptions {
  fileName: string;
  kind: DocumentKind;
  maxBytes: number;
  /** Keep the bytes of a file up to this size (spreadsheets, to read their top sellers); 0 keeps none. */
  keepBytes?: number;
}

/**
 * Checks a file by its bytes as they stream past, so nothing but small windows of it is ever held:
 * its size against the limit, its signature against its extension, an Office file's ZIP directory
 * for the parts its kind must have, and a text file for valid UTF-8 without NUL bytes. Each
 * problem is an AppError whose message names the file.
 */
export class DocumentInspector {
  private size = 0;
  private head = Buffer.alloc(0);
  private headChecked = false;
  private readonly tail: Buffer[] = [];
  private tailLength = 0;
  private readonly decoder: TextDecoder | null;
  private kept: Buffer[] | null;

  constructor(private readonly options: DocumentInspectorOptions) {
    const text = options.kind === 'csv' || options.kind === 'txt';
    this.decoder = text ? new TextDecoder('utf-8', { fatal: true }) : null;
    this.kept = (options.keepBytes ?? 0) > 0 ? [] : null;
  }

  /** What the file is served as once it passes. */
  get mimeType(): string {
    return mimeTypeOfKind[this.options.kind];
  }

  /** Takes the next bytes of the file; throws as soon as they show the file is not acceptable. */
  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.size += chunk.length;
    if (this.size > this.options.maxBytes) {
      throw new AppError('PAYLOAD_TOO_LARGE', trendingMessages.tooLarge(this.options.fileName, this.options.maxBytes));
    }
    if (!this.headChecked) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, headLength - this.head.length)]);
      if (this.head.length >= headLength) this.checkHead();
    }
    if (this.decoder) this.checkText(chunk, true);
    if (officeFolderOf[this.options.kind]) this.keepTail(chunk);
    if (this.kept) {
      if (this.size <= (this.options.keepBytes ?? 0)) this.kept.push(chunk);
      else this.kept = null;
    }
  }

  /** After the last bytes: the checks that need the whole file, and what it turned out to be. */
  finish(): InspectedDocument {
    const { fileName, kind } = this.options;
    if (this.size === 0) throw new AppError('BAD_REQUEST', trendingMessages.emptyFile(fileName));
    if (!this.headChecked) this.checkHead();
    if (this.decoder) this.checkText(Buffer.alloc(0), false);
    const folder = officeFolderOf[kind];
    if (folder) {
      const names = listZipTailNames(Buffer.concat(this.tail), this.size);
      const isOffice =
        names !== null &&
        names.includes('[Content_Types].xml') &&
        names.some((name) => name.startsWith(folder) && !name.endsWith('/'));
      if (!isOffice) throw this.mismatch();
    }
    return {
      fileSize: this.size,
      mimeType: this.mimeType,
      content: this.kept ? Buffer.concat(this.kept) : null,
    };
  }

  private checkHead(): void {
    this.headChecked = true;
    const expected = signatures[this.options.kind];
    if (!expected) return;
    const matches = expected.some(
      (signature) =>
        this.head.length >= signature.length && signature.every((byte, index) => this.head[index] === byte),
    );
    if (!matches) throw this.mismatch();
  }

  private checkText(chunk: Buffer, more: boolean): void {
    const notText = () => new AppError('UNSUPPORTED_MEDIA_TYPE', trendingMessages.notText(this.options.fileName));
    if (chunk.includes(0)) throw notText();
    try {
      this.decoder!.decode(chunk, { stream: more });
    } catch {
      throw notText();
    }
  }

  private keepTail(chunk: Buffer): void {
    this.tail.push(chunk);
    this.tailLength += chunk.length;
    while (this.tail.length > 1 && this.tailLength - this.tail[0]!.length >= zipTailBytes) {
      this.tailLength -= this.tail.shift()!.length;
    }
  }

  private mismatch(): AppError {
    return new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      trendingMessages.contentMismatch(this.options.fileName, labelOfKind[this.options.kind]),
    );
  }
}
