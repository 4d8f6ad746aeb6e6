import { uploadPhotoMaxEdge } from '@bridal/shared/survey/survey-photos';

/** What her phone sends for one photo. */
export interface PreparedPhoto {
  blob: Blob;
  fileName: string;
  /** Re-encoded on the device (resized, upright, no EXIF); false when the original goes (HEIC the browser cannot read). */
  reencoded: boolean;
}

/** A photo over this after re-encoding is encoded again at a lower quality: over a weak signal every 100 KB is 2 s. */
const targetBytes = 500 * 1024;
const qualities = [0.82, 0.7, 0.6] as const;

function canvasOf(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality: number): Promise<Blob | null> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

/** WebP where the browser encodes it (it asks for JPEG otherwise and may hand back a PNG), JPEG elsewhere. */
async function encodeSmall(canvas: HTMLCanvasElement | OffscreenCanvas): Promise<Blob | null> {
  let best: Blob | null = null;
  for (const quality of qualities) {
    for (const type of ['image/webp', 'image/jpeg']) {
      const blob = await encode(canvas, type, quality);
      if (!blob || blob.type !== type) continue;
      if (!best || blob.size < best.size) best = blob;
      break;
    }
    if (best && best.size <= targetBytes) break;
  }
  return best;
}

function renamed(fileName: string, type: string): string {
  const base = fileName.replace(/\.[^./\\]+$/, '') || 'photo';
  return `${base}.${type === 'image/webp' ? 'webp' : 'jpg'}`;
}

/**
 * Resizes and re-encodes a photo on her device before it is sent: upright first (EXIF orientation
 * applied by createImageBitmap), its long side at most uploadPhotoMaxEdge, drawn on a canvas, so
 * the copy sent carries no EXIF or GPS at all (the server strips metadata again). A 4-5 MB phone
 * photo becomes a few hundred kilobytes. A HEIC photo the browser cannot decode is sent as it is:
 * the server converts HEIC itself.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const original: PreparedPhoto = { blob: file, fileName: file.name, reencoded: false };
  if (typeof createImageBitmap !== 'function') return original;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // HEIC outside Safari, or a file only the server can judge: it checks and converts anyway.
    return original;
  }
  try {
    const scale = Math.min(1, uploadPhotoMaxEdge / Math.max(bitmap.width, bitmap.height));
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const canvas = canvasOf(width, height);
    const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
    if (!context) return original;
    // A transparent PNG on white, as the server's re-encoding flattens it.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.imageSmoothingEnabled = true;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const blob = await encodeSmall(canvas);
    // A browser that can encode neither: the original goes, and the server strips it.
    if (!blob) return original;
    return { blob, fileName: renamed(file.name, blob.type), reencoded: true };
  } finally {
    bitmap.close();
  }
}
