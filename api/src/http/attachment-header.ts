/** A name safe inside a quoted header value: printable ASCII without quotes or backslashes ("Crème" -> "Creme"). */
function asciiFileName(fileName: string): string {
  const ascii = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return ascii === '' || ascii.startsWith('.') ? `document${ascii}` : ascii;
}

/** attachment, with the ASCII name for old clients and the exact name (RFC 6266/5987) for the rest. */
export function attachmentHeader(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}
