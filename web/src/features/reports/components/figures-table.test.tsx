import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import type { ConsultantClosingRow } from '@bridal/shared/reports/closing-report';
import { consultantTable, csvHeader } from '@bridal/shared/reports/report-columns';
import { renderToStaticMarkup } from 'react-dom/server';
import { FiguresTable } from './figures-table';

const row: ConsultantClosingRow = {
  consultantId: 'c1',
  name: 'Ana Lace',
  coachingGoals: '',
  bridesSeen: 8,
  bridesBought: 5,
  completed: 10,
  sales: 5,
  noShows: 0,
  contactRatio: 0.625,
  appointmentRatio: 0.5,
  noShowRate: null,
  salesTotalCents: 1_250_000,
  averageSaleCents: 250_000,
  salesOnPullList: 2,
  pullListRate: 0.4,
  byPeriod: [],
};

/** The table's markup without the style tags Chakra writes beside it. */
const render = () =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <FiguresTable caption="By consultant" table={consultantTable} rows={[row]} />
    </ChakraProvider>,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');

const textOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map((match) => match[1]!.replace(/<[^>]+>/g, ''));

describe('a report table on the page', () => {
  it("heads its columns with the CSV's labels, in the CSV's order, and writes the figures for reading", () => {
    const html = render();
    const headers = textOf(html.slice(0, html.indexOf('</thead>')), 'th');
    expect(headers).toEqual(consultantTable.columns.map((column) => column.label));
    expect(consultantTable.columns.map(csvHeader)).toContain('Contact-based closing ratio (%)');
    const cells = textOf(html.slice(html.indexOf('<tbody')), 'td');
    expect(cells).toEqual(['—', '8', '5', '62.5 %', '10', '5', '50 %', '0', '—', '$12,500', '$2,500', '2', '40 %']);
  });
});
