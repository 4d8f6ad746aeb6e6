import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { showDemoNotice } from '../utils/show-demo-notice';
import { DemoCard } from './demo-card';

/** The survey link card of the demo: the demo survey opens, testing a live link does not. */
export function DemoSurveyLinkCard() {
  return (
    <DemoCard title="Bride Survey Link">
      <Stack gap="3">
        <Text fontSize="sm" color="gray.700">
          In your live account each bride gets your boutique&apos;s survey link and QR code before her appointment.
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to="/survey/demo">Take the Demo Survey</RouterLink>
        </Button>
        <Button variant="ghost" colorPalette="brand" onClick={() => showDemoNotice()}>
          Test Survey
        </Button>
      </Stack>
    </DemoCard>
  );
}
