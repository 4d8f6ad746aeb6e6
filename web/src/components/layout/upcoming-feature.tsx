import { Box, Heading, List, Text } from '@chakra-ui/react';

interface UpcomingFeatureProps {
  title: string;
  summary: string;
  items: string[];
}

/** Stands in for a screen that is being built: it names what will be there. */
export function UpcomingFeature({ title, summary, items }: UpcomingFeatureProps) {
  return (
    <Box bg="white" borderWidth="1px" borderRadius="lg" p={{ base: 5, md: 8 }}>
      <Heading as="h1" size="xl" mb="2">
        {title}
      </Heading>
      <Text color="fg.muted" mb="4">
        {summary}
      </Text>
      <Text fontWeight="semibold" mb="2">
        Coming to this page:
      </Text>
      <List.Root ps="5">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
