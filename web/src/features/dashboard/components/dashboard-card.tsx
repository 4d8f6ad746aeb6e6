import { Card, Flex, Heading } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface DashboardCardProps {
  title: string;
  /** Buttons or a badge shown beside the title. */
  action?: ReactNode;
  children: ReactNode;
}

/** One titled section of a dashboard: a landmark named by its heading. */
export function DashboardCard({ title, action, children }: DashboardCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white" shadow="xs">
      <Card.Body p={{ base: 4, md: 6 }} gap="4">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h2" id={headingId} size="lg" color="brand.900">
            {title}
          </Heading>
          {action}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
