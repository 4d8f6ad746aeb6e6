import { Global } from '@emotion/react';

/**
 * The profile prints as a one-page appointment sheet: small type (the app sizes in rem), narrow
 * margins and no toasts; the components hide their own buttons and long texts with `_print`.
 */
const printSheet = `
@media print {
  @page { size: auto; margin: 6mm; }
  html { font-size: 10px; }
  body { background: white !important; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
  [data-scope='toast'], [data-scope='dialog'] { display: none !important; }
}
`;

export function PrintStyles() {
  return <Global styles={printSheet} />;
}
