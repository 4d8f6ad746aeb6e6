import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { demoHotspots } from './demo-hotspots';
import { DemoPanel } from './demo-panel';
import { paths } from '@bridal/shared/web/page-paths';

/** The demo profile's banner, inside the page: the same message, with the bride-analysis hotspot ('Client analysis'). */
export function DemoProfileBanner() {
  return (
    <DemoPanel as="aside" aria-label="Demo mode" display="flex" gap="2" alignItems="center" mb="4">
      <Text fontSize="sm" color="blue.900" flex="1">
        <Text as="strong" fontWeight="bold">
          Demo Mode.{' '}
        </Text>
        A sample bride&apos;s coaching plan, built by the analysis from her survey.{' '}
        <Link asChild color="blue.800" textDecoration="underline" fontWeight="semibold">
          <RouterLink to={paths.signup}>Book Your Free Weekend</RouterLink>
        </Link>
      </Text>
      {demoHotspots.brideAnalysis()}
    </DemoPanel>
  );
}
