/** The file's structure is broken: it cannot be a photo a camera or phone wrote. */
export class MalformedImageError extends Error {
  override name = 'MalformedImageError';
}
