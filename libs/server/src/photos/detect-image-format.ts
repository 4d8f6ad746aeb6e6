// One rule for the browser's check when she chooses a photo and the server's when it arrives.
export { detectImageFormat, type ImageFormat } from '@bridal/shared/photos/detect-image-format';
