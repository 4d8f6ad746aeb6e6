import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { type ClosingFigures, reportDefinitions } from '@bridal/shared/reports/closing-report';
import { useId } from 'react';
import { formatCents, formatRatio } from '../utils/format-figures';
import { countOf } from '@bridal/shared/wording/count-of';

interface RatioCardProps {
  title: string;
  value: string;
  detail: string;
  definition: string;
}

function RatioCard({ title, value, detail, definition }: RatioCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white" shadow="xs">
      <Card.Body p={{ base: 4, md: 5 }} gap="2">
        <Heading as="h3" id={headingId} size="sm" color="fg.muted" fontWeight="semibold">
          {title}
        </Heading>
        <Text fontSize="3xl" fontWeight="bold" color="brand.900" lineHeight="1.1" data-testid="ratio-value">
          {value}
        </Text>
        <Text fontSize="sm" fontWeight="medium">
          {detail}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {definition}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}

/** The headline figures of a group, each with its definition. */
export function RatioCards({ figures }: { figures: ClosingFigures }) {
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <RatioCard
        title="Contact-based closing ratio"
        value={formatRatio(figures.contactRatio)}
        detail={`${figures.bridesBought} of ${countOf(figures.bridesSeen, 'bride')} seen bought`}
        definition={`${reportDefinitions.contactRatio} ${reportDefinitions.example}`}
      />
      <RatioCard
        title="Appointment-based closing ratio"
        value={formatRatio(figures.appointmentRatio)}
        detail={`${countOf(figures.sales, 'sale')} from ${countOf(figures.completed, 'completed appointment')}`}
        definition={reportDefinitions.appointmentRatio}
      />
      <RatioCard
        title="No-show rate"
        value={formatRatio(figures.noShowRate)}
        detail={countOf(figures.noShows, 'no-show')}
        definition={reportDefinitions.noShowRate}
      />
      <RatioCard
        title="Sales"
        value={formatCents(figures.salesTotalCents)}
        detail={`Average sale ${formatCents(figures.averageSaleCents)}`}
        definition={`Pull-list hit rate ${formatRatio(figures.pullListRate)}: ${reportDefinitions.pullList.replace(/^Pull-list hit rate: /, '')}`}
      />
    </SimpleGrid>
  );
}
