import { Card, type CardRootProps, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface SectionCardProps extends Omit<CardRootProps, 'title'> {
  title: string;
  /** A line under the title: where things stand. */
  description?: ReactNode;
  /** Buttons or a badge shown beside the title. */
  action?: ReactNode;
  /** The demo's explanation beside the title, when its hotspots are on. */
  hotspot?: ReactNode;
  children: ReactNode;
  /** The space between the title row and the content. */
  gap?: string;
}

/** One titled section of a page (dashboards, team, subscription): a landmark named by its heading. */
export function SectionCard({ title, description, action, hotspot, children, gap = '4', ...card }: SectionCardProps) {
  const headingId = useId();
  const heading = (
    <HStack gap="1" minW="0">
      <Heading as="h2" id={headingId} size="lg" color="brand.900">
        {title}
      </Heading>
      {hotspot}
    </HStack>
  );
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white" shadow="xs" {...card}>
      <Card.Body p={{ base: 4, md: 6 }} gap={gap}>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          {description ? (
            <Stack gap="1" minW="0">
              {heading}
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            </Stack>
          ) : (
            heading
          )}
          {action}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
