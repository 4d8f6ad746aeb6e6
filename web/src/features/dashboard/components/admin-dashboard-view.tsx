import { Grid, HStack, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { InventoryStatus } from '@bridal/shared/inventory/inventory';
import type { TrendingDocument } from '@bridal/shared/trending-gowns/trending-gowns';
import type { ReactNode } from 'react';
import { EmailConfirmationNotice } from '../../../components/account/email-confirmation-notice';
import { type BoutiqueRef, paths } from '@bridal/shared/web/page-paths';
import { BridesWithNotifications, demoPreviewCount } from './brides-list';
import { TodayCard } from './today-card';
import { DashboardHeader, DashboardHeaderLink } from './dashboard-header';
import { InventoryCard } from './inventory-card';
import { SurveyLinkCard } from './survey-link-card';
import { TrendingGownsCard } from './trending-gowns-card';

/** The demo's explanations, each beside the part it explains. */
export interface AdminDashboardHotspots {
  subscription?: ReactNode;
  brideAnalysis?: ReactNode;
  inventory?: ReactNode;
  trendingGowns?: ReactNode;
}

interface AdminDashboardViewProps {
  data: DashboardResponse;
  /** The boutique, or the demo's: the profiles and the subscription page open in it. */
  boutiqueId: BoutiqueRef;
  /** The team section, which the dashboard page brings from the consultants feature. */
  team: ReactNode;
  /** 'Follow-ups due', which the dashboard page brings from the follow-ups feature. */
  followUps?: ReactNode;
  /** The owner's setup checklist, which the dashboard page brings from the setup feature. */
  setup?: ReactNode;
  inventoryStatus: { data?: InventoryStatus; error?: unknown };
  trendingDocuments: { data?: TrendingDocument[]; error?: unknown; isLoading: boolean; mutate: () => unknown };
  /** The demo: every card is read-only, and notifications and the e-mail notice stay out. */
  readOnly?: boolean;
  hotspots?: AdminDashboardHotspots;
  /** The demo's tour, under the title and before every list. */
  tour?: ReactNode;
}

/** The admin dashboard, live or the demo's: brides and team on the left, link, inventory and gowns on the right. */
export function AdminDashboardView({
  data,
  boutiqueId,
  team,
  followUps,
  setup,
  inventoryStatus,
  trendingDocuments,
  readOnly = false,
  hotspots = {},
  tour,
}: AdminDashboardViewProps) {
  const profilePathFor = (brideId: string) => paths.brideProfile('admin', boutiqueId, brideId);
  return (
    <>
      <title>{`${data.boutiqueName} Dashboard - Bridal Coach${readOnly ? ' Demo' : ''}`}</title>
      <DashboardHeader
        title={`${data.boutiqueName} Dashboard`}
        subtitle="Manage your bridal consultations and inventory"
        actions={
          <HStack gap="1" wrap="wrap">
            <DashboardHeaderLink to={paths.reports('admin', boutiqueId)} phoneOnly={!readOnly}>
              Reports
            </DashboardHeaderLink>
            {/* The live app reaches it from its navigation; the demo's dashboard has none. */}
            {readOnly && <DashboardHeaderLink to={paths.coaching('admin', boutiqueId)}>Coaching</DashboardHeaderLink>}
            {!readOnly && (
              <DashboardHeaderLink to={paths.boutiqueSettings(boutiqueId)} phoneOnly>
                Settings
              </DashboardHeaderLink>
            )}
            <DashboardHeaderLink to={paths.subscriptionSettings(boutiqueId)}>Subscription</DashboardHeaderLink>
            {hotspots.subscription}
          </HStack>
        }
      />
      {tour}
      {!readOnly && <EmailConfirmationNotice mb="6" />}
      {!readOnly && setup}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6">
          {data.today && (
            <TodayCard
              day={data.today}
              title="The team's day"
              showConsultant
              area="admin"
              boutiqueId={boutiqueId}
              readOnly={readOnly}
            />
          )}
          {followUps}
          <BridesWithNotifications
            dashboard={data}
            profilePathFor={profilePathFor}
            readOnly={readOnly}
            hotspot={hotspots.brideAnalysis}
            allBridesPath={readOnly ? undefined : paths.allBrides('admin', boutiqueId)}
            previewCount={readOnly ? demoPreviewCount : undefined}
          />
          {team}
        </Stack>
        <Stack gap="6">
          <SurveyLinkCard surveyUrl={data.surveyUrl} readOnly={readOnly} />
          <InventoryCard
            status={inventoryStatus}
            timeZone={data.timeZone}
            readOnly={readOnly}
            hotspot={hotspots.inventory}
            inventoryPath={readOnly ? undefined : paths.inventory(boutiqueId)}
          />
          <TrendingGownsCard
            list={trendingDocuments}
            timeZone={data.timeZone}
            readOnly={readOnly}
            hotspot={hotspots.trendingGowns}
          />
        </Stack>
      </Grid>
    </>
  );
}
