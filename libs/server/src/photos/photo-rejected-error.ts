/** A photo the survey cannot accept; the message is written for the bride and safe to show. */
export class PhotoRejectedError extends Error {
  override name = 'PhotoRejectedError';

  constructor(
    message: string,
    readonly status: 400 | 413,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}
