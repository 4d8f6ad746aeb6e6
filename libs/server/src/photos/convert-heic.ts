/**
 * HEIC to JPEG. sharp's prebuilt libvips has no HEVC decoder, so iPhone photos go through
 * heic-convert (libheif compiled to WebAssembly) first. Loaded on first use: the WebAssembly
 * bundle is large and most uploads are JPEG.
 */
export async function convertHeicToJpeg(input: Buffer): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  const output = await convert({ buffer: input, format: 'JPEG', quality: 0.92 });
  return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
}
