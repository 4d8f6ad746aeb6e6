import { Button } from '@chakra-ui/react';
import type { ReportTable } from '@bridal/shared/reports/closing-report';
import { type ClosingReportQuery, closingReportCsvPath } from '../api/get-closing-report';

/** A plain link: the browser saves the file under the name the server gives it. */
export function CsvDownloadLink({
  query,
  table,
  what,
}: {
  query: ClosingReportQuery;
  table: ReportTable;
  what: string;
}) {
  return (
    <Button asChild size="sm" variant="outline" colorPalette="brand" alignSelf="flex-start">
      <a href={closingReportCsvPath(query, table)} download aria-label={`Download CSV: ${what}`}>
        Download CSV
      </a>
    </Button>
  );
}
