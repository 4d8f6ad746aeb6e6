import { Button, Center, Flex, Grid, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router-dom';
import { useDemoDashboard } from '../api/get-demo-dashboard';
import { AdminDashboardButton } from '../components/admin-dashboard-button';
import { DemoBridesCard } from '../components/demo-brides-card';
import { DemoCoachingGoalsCard } from '../components/demo-coaching-goals-card';
import { DemoConsultantsCard } from '../components/demo-consultants-card';
import { DemoGate } from '../components/demo-gate';
import { demoHotspots } from '../components/demo-hotspots';
import { DemoInventoryCard } from '../components/demo-inventory-card';
import { DemoShell } from '../components/demo-shell';
import { DemoSurveyLinkCard } from '../components/demo-survey-link-card';
import { DemoTrendingGownsCard } from '../components/demo-trending-gowns-card';

interface DemoViewProps {
  data: DashboardResponse;
  hotspots: boolean;
}

function Header({ title, subtitle, actions }: { title: string; subtitle: string; actions?: ReactNode }) {
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-end' }} gap="4" wrap="wrap" mb="6">
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="brand.900" overflowWrap="anywhere">
          {title}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}

function DemoAdminDashboard({ data, hotspots }: DemoViewProps) {
  const spot = (render: () => ReactNode) => (hotspots ? render() : undefined);
  return (
    <>
      <title>{`${data.boutiqueName} Dashboard - Bridal Coach Demo`}</title>
      <Header
        title={`${data.boutiqueName} Dashboard`}
        subtitle="Manage your bridal consultations and inventory"
        actions={
          <HStack gap="1">
            <Button asChild variant="outline" colorPalette="brand" bg="white" flex={{ base: '1', sm: 'initial' }}>
              <RouterLink to="/admin/demo/subscription-settings">Subscription</RouterLink>
            </Button>
            {spot(demoHotspots.subscription)}
          </HStack>
        }
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <DemoBridesCard
            clients={data.activeClients}
            profilePathFor={(id) => `/admin/demo/client/${encodeURIComponent(id)}`}
            hotspot={spot(demoHotspots.clientAnalysis)}
          />
          <DemoConsultantsCard hotspot={spot(demoHotspots.team)} />
        </Stack>
        <Stack gap="6">
          <DemoSurveyLinkCard />
          <DemoInventoryCard hotspot={spot(demoHotspots.inventory)} />
          <DemoTrendingGownsCard hotspot={spot(demoHotspots.trendingGowns)} />
        </Stack>
      </Grid>
    </>
  );
}

function DemoConsultantDashboard({ data, hotspots }: DemoViewProps) {
  return (
    <>
      <title>{`${data.consultantName} Dashboard - Bridal Coach Demo`}</title>
      <Header
        title={`${data.consultantName} Dashboard`}
        subtitle={`${data.boutiqueName} - Today's Consultations`}
        actions={<AdminDashboardButton />}
      />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
        gap="6"
        alignItems="start"
      >
        <DemoCoachingGoalsCard goals={data.consultantGoals} />
        <DemoBridesCard
          clients={data.activeClients}
          profilePathFor={(id) => `/consultant/demo/client/${encodeURIComponent(id)}`}
          hotspot={hotspots ? demoHotspots.clientAnalysis() : undefined}
        />
      </Grid>
    </>
  );
}

function DemoDashboard() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const admin = pathname.startsWith('/admin');
  // The admin demo always explains itself; the consultant demo when asked (?hotspots=true).
  const hotspots = admin || params.get('hotspots') === 'true';
  const { data, error, mutate, isValidating } = useDemoDashboard();

  if (data) {
    return admin ? (
      <DemoAdminDashboard data={data} hotspots={hotspots} />
    ) : (
      <DemoConsultantDashboard data={data} hotspots={hotspots} />
    );
  }
  if (error) {
    return (
      <Center minH="40vh">
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            We couldn&apos;t load the demo dashboard
          </Heading>
          <Text color="fg.muted">Please check your connection and try again.</Text>
          <Button colorPalette="brand" onClick={() => void mutate()} loading={isValidating}>
            Try Again
          </Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Center minH="40vh" role="status" gap="3">
      <Spinner color="brand.solid" />
      <Text>Loading the demo dashboard...</Text>
    </Center>
  );
}

/** /admin/demo, /consultant/demo and /consultant?boutique=demo (&hotspots=true). */
export default function DemoDashboardPage() {
  return (
    <DemoGate>
      <DemoShell>
        <DemoDashboard />
      </DemoShell>
    </DemoGate>
  );
}
