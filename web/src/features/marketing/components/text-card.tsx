import { Card, Heading, Text } from '@chakra-ui/react';

interface TextCardProps {
  title: string;
  text: string;
  /** A smaller heading, for cards set two to a row in a narrow column. */
  compact?: boolean;
}

/** A bordered card with a short heading and a paragraph ('For boutiques', 'Every bride is seen'). */
export function TextCard({ title, text, compact = false }: TextCardProps) {
  return (
    <Card.Root borderColor="gray.200" borderRadius="xl">
      <Card.Body gap={compact ? '2' : '3'}>
        <Heading as="h3" size={compact ? 'md' : 'lg'} color="brand.700">
          {title}
        </Heading>
        <Text color="gray.700">{text}</Text>
      </Card.Body>
    </Card.Root>
  );
}
