import { Grid, Stack } from '@chakra-ui/react';
import type { DashboardResponse } from '@bridal/shared/dashboard/dashboard';
import type { ReactNode } from 'react';
import { type BoutiqueRef, paths } from '@bridal/shared/web/page-paths';
import { BridesWithNotifications, demoPreviewCount } from './brides-list';
import { CoachingGoalsCard } from './coaching-goals-card';
import { DashboardHeader } from './dashboard-header';
import { Greeting } from './greeting';
import { TodayCard } from './today-card';

interface ConsultantDashboardViewProps {
  data: DashboardResponse;
  /** The boutique, or the demo's: the profiles open in it. */
  boutiqueId: BoutiqueRef;
  /** Beside the title (the demo's way on to the admin demo). */
  actions?: ReactNode;
  /** The demo: nothing is written (no notifications, no appointment is started), and the list starts short. */
  readOnly?: boolean;
  /** The demo's bride-analysis explanation ('Client analysis'), beside 'Our Brides'. */
  hotspot?: ReactNode;
  /** Under her brides: the boutique's trending-gown documents, to read (the live dashboard). */
  documents?: ReactNode;
  /** 'Follow-ups due', which the dashboard page brings from the follow-ups feature. */
  followUps?: ReactNode;
  /** Her measurable goals' progress, under her coaching goals (the goals feature's card). */
  goals?: ReactNode;
  /** 'Notes on your score cards', which the dashboard page brings from the score-cards feature. */
  scoreCardNotes?: ReactNode;
}

/** The consultant dashboard, live or the demo's: her coaching goals beside her brides. */
export function ConsultantDashboardView({
  data,
  boutiqueId,
  actions,
  readOnly = false,
  hotspot,
  documents,
  followUps,
  goals,
  scoreCardNotes,
}: ConsultantDashboardViewProps) {
  const profilePathFor = (brideId: string) => paths.brideProfile('consultant', boutiqueId, brideId);
  return (
    <>
      <title>{`${data.consultantName} Dashboard - Bridal Coach${readOnly ? ' Demo' : ''}`}</title>
      <DashboardHeader
        title={`${data.consultantName} Dashboard`}
        subtitle={`${data.boutiqueName} - Today's Consultations`}
        actions={actions}
      />
      <Stack gap="6">
        <Greeting name={data.consultantName} />
        {data.today && (
          <TodayCard day={data.today} title="Today" area="consultant" boutiqueId={boutiqueId} readOnly={readOnly} />
        )}
        {followUps}
        {scoreCardNotes}
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 2fr)' }}
          gap="6"
          alignItems="start"
        >
          <Stack gap="6">
            <CoachingGoalsCard goals={data.consultantGoals} />
            {goals}
          </Stack>
          <Stack gap="6">
            <BridesWithNotifications
              dashboard={data}
              profilePathFor={profilePathFor}
              readOnly={readOnly}
              hotspot={hotspot}
              allBridesPath={readOnly ? undefined : paths.allBrides('consultant', boutiqueId)}
              previewCount={readOnly ? demoPreviewCount : undefined}
            />
            {documents}
          </Stack>
        </Grid>
      </Stack>
    </>
  );
}
