import { Button, Grid, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { EmailConfirmationNotice } from '../../../components/account/email-confirmation-notice';
import { AppShell } from '../../../components/layout/app-shell';
import { BridesList } from '../components/brides-list';
import { ConsultantsSection } from '../components/consultants-section';
import { DashboardGate } from '../components/dashboard-gate';
import { DashboardHeader } from '../components/dashboard-header';
import { InventoryCard } from '../components/inventory-card';
import { NotificationsCard } from '../components/notifications-card';
import { SurveyLinkCard } from '../components/survey-link-card';
import { TrendingGownsCard } from '../components/trending-gowns-card';

function AdminDashboard({ data }: { data: DashboardResponse }) {
  const base = `/admin/${data.boutiqueId}`;
  const profilePathFor = (brideId: string) => `${base}/client/${encodeURIComponent(brideId)}`;
  return (
    <>
      <title>{`${data.boutiqueName} Dashboard - Bridal Coach`}</title>
      <DashboardHeader
        title={`${data.boutiqueName} Dashboard`}
        subtitle="Manage your bridal consultations and inventory"
        actions={
          <Button asChild variant="outline" colorPalette="brand" bg="white">
            <RouterLink to={`${base}/subscription-settings`}>Subscription</RouterLink>
          </Button>
        }
      />
      <EmailConfirmationNotice mb="6" />
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          <NotificationsCard notifications={data.notifications} profilePathFor={profilePathFor} />
          <BridesList
            clients={data.activeClients}
            notifications={data.notifications}
            profilePathFor={profilePathFor}
            surveyUrl={data.surveyUrl}
          />
          <ConsultantsSection boutiqueId={data.boutiqueId} />
        </Stack>
        <Stack gap="6">
          <SurveyLinkCard surveyUrl={data.surveyUrl} />
          <InventoryCard />
          <TrendingGownsCard />
        </Stack>
      </Grid>
    </>
  );
}

/** /admin/{boutiqueId} and /admin/{boutiqueId}/dashboard */
export default function AdminDashboardPage() {
  return (
    <AppShell>
      <DashboardGate>
        {(data) =>
          // A consultant who follows an admin link sees her own dashboard instead.
          data.userType === 'consultant' ? (
            <Navigate to={`/consultant/${data.boutiqueId}`} replace />
          ) : (
            <AdminDashboard data={data} />
          )
        }
      </DashboardGate>
    </AppShell>
  );
}
