import { describe, expect, it } from '@jest/globals';
import busboy from 'busboy';
import { isClientStreamError } from './client-abort';

/** The error busboy gives a file stream when the body ends inside it, as a client's cut-off upload does. */
function cutOffFileError(): Promise<Error> {
  return new Promise((resolve) => {
    const parser = busboy({ headers: { 'content-type': 'multipart/form-data; boundary=b' } });
    parser.on('file', (_name, stream) => stream.on('error', resolve).resume());
    parser.on('error', () => undefined);
    parser.write(Buffer.from('--b\r\nContent-Disposition: form-data; name="x"; filename="a.jpg"\r\n\r\nhalf a fi'));
    parser.end();
  });
}

describe('isClientStreamError', () => {
  it("knows the errors of a client's connection and of the body it sent", async () => {
    expect(isClientStreamError(await cutOffFileError())).toBe(true);
    expect(isClientStreamError(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isClientStreamError(Object.assign(new Error('Parse Error'), { code: 'HPE_INVALID_METHOD' }))).toBe(true);
  });

  it('takes any other error for one of our own', () => {
    expect(isClientStreamError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isClientStreamError(new Error('Unexpected end of file'))).toBe(false);
    expect(isClientStreamError('a string')).toBe(false);
    expect(isClientStreamError(undefined)).toBe(false);
  });
});
