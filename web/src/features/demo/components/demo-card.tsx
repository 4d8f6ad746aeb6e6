import { Card, Flex, Heading, HStack } from '@chakra-ui/react';
import { type ReactNode, useId } from 'react';

interface DemoCardProps {
  title: string;
  /** A hotspot beside the title, when hotspots are on. */
  hotspot?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}

/** One titled section of a demo dashboard: a landmark named by its heading. */
export function DemoCard({ title, hotspot, action, children }: DemoCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="white" shadow="xs">
      <Card.Body p={{ base: 4, md: 6 }} gap="4">
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
