import { Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { demoHotspots } from './demo-hotspots';
import { DemoPanel } from './demo-panel';

const stops: { label: string; hotspot: () => ReactNode }[] = [
  { label: 'Subscription', hotspot: demoHotspots.subscription },
  { label: 'Client analysis', hotspot: demoHotspots.brideAnalysis },
  { label: 'Inventory', hotspot: demoHotspots.inventory },
  { label: 'Team', hotspot: demoHotspots.team },
  { label: 'Trending gowns', hotspot: demoHotspots.trendingGowns },
];

/**
 * The admin demo's tour (spec: a banner with blue hotspots for subscription management, client
 * analysis, inventory management, team management and trending gowns), at the top of the page:
 * beside their cards, the team and inventory hotspots sat thousands of pixels down, under the
 * sample brides, where no visitor found them.
 */
export function DemoTour() {
  return (
    <DemoPanel
      as="section"
      aria-labelledby="demo-tour-title"
      px={{ base: 3, md: 4 }}
      py="3"
      mb="6"
      data-testid="demo-tour"
    >
      <Heading as="h2" id="demo-tour-title" size="sm" color="blue.900">
        Take the tour
      </Heading>
      <Text fontSize="sm" color="blue.900" mt="1">
        Tap a blue dot to see what each part of the dashboard does in your live account.
      </Text>
      <Flex as="ul" wrap="wrap" gap={{ base: 0, md: 2 }} columnGap="4" mt="1" ps="0" listStyleType="none">
        {stops.map((stop) => (
          <HStack as="li" key={stop.label} gap="0">
            {stop.hotspot()}
            <Text fontSize="sm" fontWeight="semibold" color="blue.900">
              {stop.label}
            </Text>
          </HStack>
        ))}
      </Flex>
    </DemoPanel>
  );
}
