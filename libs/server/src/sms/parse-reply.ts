/** What a text from a bride asks for. */
export type SmsReplyAction = 'confirm' | 'stop' | 'start' | 'help' | 'other';

// Twilio's own opt-out and opt-in keywords (its Advanced Opt-Out defaults), so we agree with
// what the carrier-side filter already did with the number.
const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']);
const startWords = new Set(['START', 'UNSTOP', 'YES']);
const helpWords = new Set(['HELP', 'INFO']);

/** Reads a text's body: a single keyword, any case, surrounding spaces and a final full stop ignored. */
export function parseSmsReply(body: string): SmsReplyAction {
  const word = body
    .trim()
    .replace(/[.!]+$/, '')
    .trim()
    .toUpperCase();
  if (word === 'C') return 'confirm';
  if (stopWords.has(word)) return 'stop';
  if (startWords.has(word)) return 'start';
  if (helpWords.has(word)) return 'help';
  return 'other';
}
