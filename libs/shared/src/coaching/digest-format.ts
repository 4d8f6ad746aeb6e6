import { monthNames } from '../format/format-date';
import { formatMoney } from '../format/money';
import type { DigestPeriod, DigestShare } from './digest';
import type { Measure } from './measures';

/**
 * How the digest writes its figures, in the e-mail, on the page and in what the model is given:
 * whole percents ('38 %'), whole dollars, short days ('Oct 26'). No decimal point anywhere, so a
 * figure reads the same in every mail client and the model's text can be checked number by number.
 */

export const digestPercent = (value: number) => `${Math.round(value * 100)} %`;

/** A share with its counts: '3 of 8 (38 %)', or 'none yet' when nothing was counted. */
export function digestShare(share: DigestShare): string {
  if (share.whole === 0 || share.value === null) return 'none yet';
  return `${share.part} of ${share.whole} (${digestPercent(share.value)})`;
}

/** A measure's value: a percent, or whole dollars for an average sale (kept in cents). */
export function digestValue(measure: Measure, value: number | null): string {
  if (value === null) return '—';
  return measure === 'average_sale' ? formatMoney(Math.round(value / 100)) : digestPercent(value);
}

/** 'Oct 26' for a YYYY-MM-DD day. */
export function digestDay(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${monthNames[month - 1]!.slice(0, 3)} ${date}`;
}

/** 'Oct 26 – Nov 1'. */
export const digestPeriodLabel = (period: DigestPeriod) => `${digestDay(period.from)} – ${digestDay(period.to)}`;
