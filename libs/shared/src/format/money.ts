/** "$1,850" (cents only when there are some), the way a price tag reads. */
export function formatMoney(amount: number): string {
  // Hand-rolled: Number#toLocaleString builds a formatter per call, too slow for a 300-dress ranking.
  const sign = amount < 0 ? '-' : '';
  const [whole = '0', cents] = Math.abs(amount).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${grouped}${cents && cents !== '00' ? `.${cents}` : ''}`;
}
