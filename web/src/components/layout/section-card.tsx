import { Card, Flex, Heading, HStack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  /** Buttons or a badge shown beside the title. */
  action?: ReactNode;
  /** The demo's explanation beside the title, when its hotspots are on. */
  hotspot?: ReactNode;
  children: ReactNode;
  /** The space between the title row and the content. */
  gap?: string;
}

/** One titled section of a page (dashboards, team, subscription): a landmark named by its heading. */
export function SectionCard({ title, action, hotspot, children, gap = '4' }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white" shadow="xs">
      <Card.Body p={{ base: 4, md: 6 }} gap={gap}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <HStack gap="1" minW="0">
            <Heading as="h2" id={headingId} size="lg" color="brand.900">
              {title}
            </Heading>
            {hotspot}
          </HStack>
          {action}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
