import type { PhotoUpload } from './photo-uploader';

/** A photo's state in a few words, for its thumbnail and for screen readers. */
export function describeUpload(upload: PhotoUpload, now: number): string {
  switch (upload.status) {
    case 'preparing':
      return 'Getting ready';
    case 'waiting':
      return 'Waiting to send';
    case 'sending': {
      const total = upload.totalBytes ?? 0;
      return total > 0 ? `Sending ${Math.floor((upload.sentBytes / total) * 100)}%` : 'Sending';
    }
    case 'retrying': {
      const seconds = Math.max(1, Math.ceil(((upload.retryAt ?? now) - now) / 1000));
      return upload.stalled ? `Stalled, trying again in ${seconds} s` : `Connection lost, trying again in ${seconds} s`;
    }
    case 'offline':
      return 'Offline, will send when back';
    case 'sent':
      return 'Sent';
    case 'failed':
      return upload.refused ? 'Not accepted' : 'Not sent';
  }
}

/** A photo held up by the connection, in words that need no clock (the bar's note while sending). */
export function describeTrouble(upload: PhotoUpload): string {
  if (upload.status === 'offline') return "You're offline: your photos will go as soon as you're back";
  return upload.stalled ? 'The connection stalled: trying again' : 'The connection dropped: trying again';
}
