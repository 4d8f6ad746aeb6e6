export { formatRatio } from '@bridal/shared/reports/closing-report';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** '$2,500', or '—' when there was no sale to count. */
export const formatCents = (cents: number | null) => (cents === null ? '—' : dollars.format(cents / 100));

/** '+12.5 %' / '−4 %', or '—'. */
export function formatDifference(percent: number | null): string {
  if (percent === null) return '—';
  const rounded = Math.round(percent * 10) / 10;
  return `${rounded > 0 ? '+' : rounded < 0 ? '−' : ''}${Math.abs(rounded)} %`;
}
