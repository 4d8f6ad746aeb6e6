import { detectImageFormat, type ImageFormat, imageSignatureBytes } from '@bridal/shared/photos/detect-image-format';

/**
 * A chosen file's format by its first bytes, as the server checks it (libs/shared), so a GIF or a
 * text file named .jpg is refused when she picks it, not after step 11. Null: not a photo we take.
 */
export async function checkPhotoFile(file: Blob): Promise<ImageFormat | null> {
  if (file.size < imageSignatureBytes) return null;
  try {
    return detectImageFormat(new Uint8Array(await file.slice(0, imageSignatureBytes).arrayBuffer()));
  } catch {
    return null;
  }
}
