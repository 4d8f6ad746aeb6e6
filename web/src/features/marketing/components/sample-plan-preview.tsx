import { Badge, Box, HStack, Stack, Text, Wrap } from '@chakra-ui/react';

const planRows = [
  {
    label: 'Venue',
    text: 'Outdoor vineyard ceremony in late September: light fabrics and a train that travels well on grass.',
  },
  { label: 'Style', text: 'Romantic and airy. Soft lace and an open back; her photos avoid heavy structure.' },
  {
    label: 'Strategy',
    text: 'Open with a top seller she would not pick herself, and bring lace in early for her mom.',
  },
] as const;

const samplePicks = ['Aurora · in stock', 'Celeste · top seller', 'Marisol · in stock'] as const;

/** A made-up coaching plan that shows, rather than tells, what a consultant receives. */
export function SamplePlanPreview() {
  return (
    <Box
      as="figure"
      bg="white"
      borderWidth="1px"
      borderColor="brand.100"
      borderRadius="2xl"
      shadow="xl"
      p={{ base: '5', md: '6' }}
      w="full"
    >
      <HStack justify="space-between" align="flex-start" mb="4" gap="3">
        <Box>
          <Text fontWeight="bold" color="gray.900">
            Coaching plan for Emma
          </Text>
          <Text fontSize="sm" color="gray.600">
            Saturday, 11:00 · shopping with her mom and two bridesmaids
          </Text>
        </Box>
        <Badge colorPalette="green" variant="subtle" flexShrink="0">
          Ready
        </Badge>
      </HStack>
      <Stack gap="3">
        {planRows.map(({ label, text }) => (
          <Box key={label} bg="brand.50" borderRadius="lg" p="3">
            <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="brand.700">
              {label}
            </Text>
            <Text fontSize="sm" color="gray.800">
              {text}
            </Text>
          </Box>
        ))}
        <Box>
          <Text fontSize="xs" fontWeight="bold" textTransform="uppercase" letterSpacing="wide" color="brand.700" mb="2">
            From your inventory
          </Text>
          <Wrap gap="2">
            {samplePicks.map((pick) => (
              <Badge key={pick} variant="outline" colorPalette="gray" px="2" py="1">
                {pick}
              </Badge>
            ))}
          </Wrap>
        </Box>
      </Stack>
      <Text as="figcaption" fontSize="xs" color="gray.600" mt="4">
        A sample coaching plan, as your consultant sees it.
      </Text>
    </Box>
  );
}
