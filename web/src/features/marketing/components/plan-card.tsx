import { Box, Card, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CheckList } from './check-list';

interface PlanCardProps {
  name: string;
  price: string;
  priceUnit?: string;
  note: string;
  features: readonly string[];
  action: ReactNode;
  featured?: boolean;
}

export function PlanCard({ name, price, priceUnit, note, features, action, featured = false }: PlanCardProps) {
  return (
    <Card.Root
      as="article"
      borderWidth={featured ? '2px' : '1px'}
      borderColor={featured ? 'brand.600' : 'gray.200'}
      borderRadius="xl"
      shadow={featured ? 'lg' : 'sm'}
      height="full"
    >
      <Card.Header gap="2">
        <Heading as="h2" size="2xl" color="gray.900">
          {name}
        </Heading>
        <Box>
          <Text
            as="span"
            fontFamily="heading"
            fontSize={{ base: '4xl', md: '5xl' }}
            fontWeight="bold"
            color="brand.700"
          >
            {price}
          </Text>
          {priceUnit && (
            <Text as="span" color="gray.700" ms="2">
              {priceUnit}
            </Text>
          )}
        </Box>
        <Text color="gray.700">{note}</Text>
      </Card.Header>
      <Card.Body>
        <CheckList items={features} />
      </Card.Body>
      <Card.Footer>{action}</Card.Footer>
    </Card.Root>
  );
}
