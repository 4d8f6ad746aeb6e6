import { describe, expect, it } from '@jest/globals';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { type ClosingReport, reportDefinitions } from '@bridal/shared/reports/closing-report';
import { renderToStaticMarkup } from 'react-dom/server';
import { FollowUpFiguresSection } from './follow-up-figures-section';

const query = { from: '2025-06-01', to: '2025-06-30', by: 'month' as const };

const render = (followUps: ClosingReport['followUps'], own = false) =>
  renderToStaticMarkup(
    <ChakraProvider value={defaultSystem}>
      <FollowUpFiguresSection followUps={followUps} query={query} own={own} />
    </ChakraProvider>,
  );

const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

describe("the reports' follow-ups block", () => {
  it('shows the win-back rate, what it counts, its definition, each consultant and a CSV link', () => {
    const html = render({
      sent: 6,
      bridesWritten: 4,
      salesWithin30Days: 1,
      winBackRate: 0.25,
      rows: [
        { consultantId: 'c1', name: 'Ana Lace', sent: 6, bridesWritten: 4, salesWithin30Days: 1, winBackRate: 0.25 },
      ],
    });
    expect(html).toContain('25 %');
    expect(html).toContain('6 follow-ups sent to 4 brides; 1 of them');
    expect(html).toContain(escaped(reportDefinitions.followUps));
    expect(html).toContain('Ana Lace');
    expect(html).toContain('Boutique total');
    expect(html).toMatch(/href="[^"]*table=followUps[^"]*"/);
    expect(html).toContain('aria-label="Download CSV: follow-ups"');
  });

  it('says one follow-up to one bride in the singular', () => {
    const html = render({ sent: 1, bridesWritten: 1, salesWithin30Days: 0, winBackRate: 0, rows: [] });
    expect(html).toContain('1 follow-up sent to 1 bride; 0 of them');
  });

  it('writes a dash, not 0 %, when nobody was written to, and lists no empty table', () => {
    const html = render({ sent: 0, bridesWritten: 0, salesWithin30Days: 0, winBackRate: null, rows: [] }, true);
    expect(html).toContain('—');
    expect(html).toContain('0 follow-ups sent to 0 brides');
    expect(html).not.toContain('<table');
  });
});
