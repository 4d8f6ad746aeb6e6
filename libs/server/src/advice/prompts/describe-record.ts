import { type RecordLine, recordLineText } from '../record-advice';

/**
 * The consultant's own record as it bears on this bride: the same lines the built-in advisor leads
 * with, each with the figure it rests on, to be cited as written; or the instruction to say
 * nothing of her record when it holds nothing to cite.
 */
export function describeRecord(lines: readonly RecordLine[]): string {
  if (lines.length === 0) {
    return 'Her own record (her last 90 days) gives no figure to cite for this bride: say nothing about her record, her closing or the team’s figures, and state no percentage.';
  }
  return [
    'Her own record (her last 90 days against the rest of the team), as it bears on this bride. Start with a "### From your record" section that makes these points in this order, each ending with its figure exactly as written ("From your record: …"). Cite no other figure about her record or the team, and no other percentage:',
    ...lines.map((line, index) => `${index + 1}. ${recordLineText(line)}`),
  ].join('\n');
}
