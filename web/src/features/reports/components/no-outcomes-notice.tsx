import { Button, Card, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { describeDay } from '../utils/report-period';

interface NoOutcomesNoticeProps {
  from: string;
  to: string;
  /** The schedule, where her appointments open (absent in the demo). */
  schedulePath?: string;
  /** The import of another system's history (admins): her past can fill the report at once. */
  importPath?: string;
}

/** What a period with nothing counted shows instead of empty charts and tables: why, and what to do. */
export function NoOutcomesNotice({ from, to, schedulePath, importPath }: NoOutcomesNoticeProps) {
  return (
    <Card.Root as="section" aria-labelledby="no-outcomes-heading" variant="outline" bg="white" shadow="xs">
      <Card.Body p={{ base: 4, md: 6 }} gap="3" alignItems="flex-start">
        <Heading as="h2" id="no-outcomes-heading" size="lg" color="brand.900">
          Nothing to count yet
        </Heading>
        <Text>
          {`No outcomes recorded between ${describeDay(from)} and ${describeDay(to)}: record outcomes from the appointment page.`}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          Open an appointment from the schedule or the bride&apos;s profile, and after the visit record whether she said
          yes. The ratios and the chart count those outcomes. Or choose a longer period above.
        </Text>
        {schedulePath && (
          <Button asChild size="sm" variant="outline" colorPalette="brand">
            <RouterLink to={schedulePath}>Go to the schedule</RouterLink>
          </Button>
        )}
        {importPath && (
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink to={importPath}>Import your history from another system</RouterLink>
          </Button>
        )}
      </Card.Body>
    </Card.Root>
  );
}
