import { Box, Button, Center, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { brideBadge } from '@bridal/shared/dashboard/dashboard';
import { type ReactNode, useRef, useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { usePageArea } from '../../../lib/use-page-area';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { ApiError } from '../../../lib/api-client';
import { describeDaysUntil, describeVenue } from '../../../lib/describe-survey';
import { formatLongDate } from '../../../lib/format-date';
import { planLinks } from '../../../lib/plan-links';
import { useBridePlan } from '../../../features/bride-profile/api/get-bride-plan';
import {
  type BrideAdminDialog,
  BrideAdminDialogs,
} from '../../../features/bride-profile/components/bride-admin-dialogs';
import { BrideDetails } from '../../../features/bride-profile/components/bride-details';
import { CoachingDialog } from '../../../features/bride-profile/components/coaching-dialog';
import { DressRecommendationsSection } from '../../../features/bride-profile/components/dress-recommendations-section';
import { HelpWizardDialog } from '../../../features/bride-profile/components/help-wizard-dialog';
import { OutdatedDressesNotice } from '../../../features/bride-profile/components/outdated-dresses-notice';
import { ProfileActions, profileActionsRoom } from '../../../features/bride-profile/components/profile-actions';
import { PrintStyles } from '../../../features/bride-profile/components/print-styles';
import { ProblemCard } from '../../../features/bride-profile/components/problem-card';
import { ProfileHeader } from '../../../features/bride-profile/components/profile-header';
import { ProfileSectionJump } from '../../../features/bride-profile/components/profile-section-jump';
import { StrategySection } from '../../../features/bride-profile/components/strategy-section';
import { StyleAnalysisSection } from '../../../features/bride-profile/components/style-analysis-section';
import { VenueAnalysisSection } from '../../../features/bride-profile/components/venue-analysis-section';
import { isProfileReady } from '../../../features/bride-profile/utils/is-profile-ready';
import { profileSections } from '../../../features/bride-profile/utils/profile-sections';
import { dashboardPathFor } from '../../../features/bride-profile/utils/profile-paths';
import { paths } from '@bridal/shared/web/page-paths';
import { BrideAppointments } from '../../../features/schedule/components/bride-appointments';
import { SendSurveyLinkButton } from '../../../features/schedule/components/send-survey-link-button';
import { useSession } from '../../../lib/use-session';

function ProblemPage({ title, message, backTo }: { title: string; message: ReactNode; backTo: string }) {
  const navigate = useNavigate();
  return (
    <ProblemCard
      title={title}
      action={
        <Button colorPalette="brand" onClick={() => navigate(backTo)}>
          Go Back
        </Button>
      }
    >
      <Text color="fg.muted">{message}</Text>
    </ProblemCard>
  );
}

/** The dialogs the profile's actions open, one at a time. */
type ProfileDialog = 'help' | 'coaching' | BrideAdminDialog;

interface BrideProfileProps {
  plan: BridePlan;
  backTo: string;
  /** Her consultation review (not in the demo, whose visitors have no session). */
  reviewPath?: string;
  coachingDelayMs?: number;
  /** Given to the boutique's admins, who may edit and delete her: fetches her plan again after an edit. */
  onEdited?: () => Promise<unknown>;
  /** Her appointments with Book, Move and Cancel (the schedule feature; not in the demo). */
  appointments?: ReactNode;
  /** 'Send survey link', for a walk-in whose survey is not in (not in the demo). */
  surveyLinkAction?: ReactNode;
  /** Her follow-ups: drafts, sending and everything sent to her. */
  followUpsPath?: string;
}

function BrideProfile({
  plan,
  backTo,
  reviewPath,
  coachingDelayMs,
  onEdited,
  appointments,
  surveyLinkAction,
  followUpsPath,
}: BrideProfileProps) {
  const [dialog, setDialog] = useState<ProfileDialog | null>(null);
  const closeDialog = () => setDialog(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  const dialogSetter = (which: ProfileDialog) => (open: boolean) => setDialog(open ? which : null);
  const { bride, survey, recommendations } = plan;
  const summary = [
    formatLongDate(bride.weddingDate),
    describeDaysUntil(survey.daysUntilWedding),
    describeVenue(bride.weddingVenue, bride.weddingLocation),
  ]
    .filter(Boolean)
    .join(' · ');
  const done = (step: keyof BridePlan['survey']['analysisProviders']) =>
    bride.status === 'ready' || Boolean(survey.analysisProviders[step]);

  return (
    <Stack gap={{ base: 4, md: 6 }} pb={profileActionsRoom} _print={{ gap: 2, pb: 0 }}>
      <title>{`${bride.name} - Bridal Coach`}</title>
      <PrintStyles />
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start" _print={{ display: 'none' }}>
        <RouterLink to={backTo}>← Back to Dashboard</RouterLink>
      </Link>
      <ProfileHeader
        name={bride.name}
        badge={brideBadge(bride, isProfileReady(survey))}
        summary={summary}
        actions={
          <ProfileActions
            onHelp={() => setDialog('help')}
            onCoaching={() => setDialog('coaching')}
            reviewPath={reviewPath}
            followUpsPath={followUpsPath}
            onEdit={onEdited && (() => setDialog('edit'))}
            onDelete={onEdited && (() => setDialog('delete'))}
            moreRef={moreRef}
          />
        }
      />
      {bride.status === 'awaiting_survey' && (
        <Stack gap="3" align="flex-start" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 4, md: 6 }}>
          <Heading as="h2" size="md">
            Survey not in yet
          </Heading>
          <Text color="fg.muted">She was booked as a walk-in. Her plan is made once her style survey comes in.</Text>
          {surveyLinkAction}
        </Stack>
      )}
      {appointments && (
        <Stack
          as="section"
          aria-labelledby="bride-appointments"
          gap="3"
          bg="white"
          borderWidth="1px"
          borderRadius="xl"
          p={{ base: 4, md: 6 }}
          _print={{ display: 'none' }}
        >
          <Heading as="h2" size="md" id="bride-appointments">
            Appointments
          </Heading>
          {appointments}
        </Stack>
      )}
      <ProfileSectionJump />
      <BrideDetails plan={plan} id={profileSections.details.id} />
      <SimpleGrid
        columns={{ base: 1, lg: 2 }}
        gap={{ base: 4, md: 6 }}
        // On paper the two flow through two balanced columns: the venue text is the longer one.
        _print={{ display: 'block', columnCount: 2, columnGap: '6mm', '& > section + section': { mt: 2 } }}
      >
        <VenueAnalysisSection plan={plan} id={profileSections.venue.id} />
        <StyleAnalysisSection plan={plan} id={profileSections.style.id} />
      </SimpleGrid>
      <StrategySection plan={plan} id={profileSections.strategy.id} />
      <OutdatedDressesNotice brideId={bride.id} source={plan.dressesSource} />
      <SimpleGrid
        id={profileSections.dresses.id}
        columns={{ base: 1, lg: 2 }}
        gap={{ base: 4, md: 6 }}
        _print={{ gridTemplateColumns: '1fr 1fr', gap: 3 }}
      >
        <DressRecommendationsSection
          title="Dress Recommendations from Inventory"
          picks={recommendations.filter((pick) => pick.source === 'inventory')}
          writeUp={survey.suggestedDresses}
          done={done('inventory')}
          links={planLinks(plan)}
        />
        <DressRecommendationsSection
          title="Dress Recommendations from Top Sellers"
          picks={recommendations.filter((pick) => pick.source === 'top-sellers')}
          writeUp={survey.topSellerRecommendation}
          done={done('top-sellers')}
          links={planLinks(plan)}
        />
      </SimpleGrid>
      <HelpWizardDialog
        brideId={bride.id}
        open={dialog === 'help'}
        onOpenChange={dialogSetter('help')}
        demoAnswers={plan.demoHelp}
        minDelayMs={plan.demoHelp ? coachingDelayMs : 0}
      />
      <CoachingDialog
        brideId={bride.id}
        brideName={bride.name}
        open={dialog === 'coaching'}
        onOpenChange={dialogSetter('coaching')}
        minDelayMs={coachingDelayMs}
      />
      {onEdited && (
        <BrideAdminDialogs
          plan={plan}
          open={dialog === 'edit' || dialog === 'delete' ? dialog : null}
          onClose={closeDialog}
          onEdited={onEdited}
          backTo={backTo}
          returnFocusTo={() => moreRef.current}
        />
      )}
    </Stack>
  );
}

export interface BrideProfilePageProps {
  /** Shown above the profile (the demo puts its banner and hotspot here). */
  banner?: ReactNode;
  /** The coaching advice shows no sooner than this after the click (the demo's 1.5 s). */
  coachingDelayMs?: number;
}

/** A bride's profile: her answers, every analysis, and help during the appointment. */
export default function BrideProfilePage({ banner, coachingDelayMs }: BrideProfilePageProps) {
  const { boutiqueId, id } = useParams();
  const { area } = usePageArea();
  const backTo = dashboardPathFor(area, boutiqueId);
  const { data, error, isLoading, mutate } = useBridePlan(id);
  const { session } = useSession();

  let content: ReactNode;
  if (data) {
    content = (
      <BrideProfile
        plan={data}
        backTo={backTo}
        reviewPath={boutiqueId ? paths.consultantReview(data.bride.id) : undefined}
        coachingDelayMs={coachingDelayMs}
        onEdited={boutiqueId && session?.userType === 'admin' ? () => mutate() : undefined}
        appointments={
          boutiqueId && session ? (
            <BrideAppointments bride={data.bride} isAdmin={session.userType === 'admin'} />
          ) : undefined
        }
        surveyLinkAction={boutiqueId ? <SendSurveyLinkButton brideId={data.bride.id} /> : undefined}
        followUpsPath={paths.followUps(area, boutiqueId ?? 'demo', data.bride.id)}
      />
    );
  } else if (isLoading || (!error && id)) {
    content = <PageLoader label="Loading bride profile..." />;
  } else if (!id || (error instanceof ApiError && error.status === 404)) {
    content = (
      <ProblemPage
        title="Client not found"
        message="This bride is not among your boutique's clients. She may have been removed, or the link is wrong."
        backTo={backTo}
      />
    );
  } else if (error instanceof ApiError && error.status === 401) {
    content = boutiqueId ? (
      <ProblemPage
        title="Please log in"
        message="Log in to your boutique's account to see this bride's profile."
        backTo={paths.login}
      />
    ) : (
      // A demo profile without the trial cookie: the demo starts at the trial sign-up.
      <Navigate to={paths.trialSignup} replace />
    );
  } else {
    content = (
      <Center minH="50vh">
        <Stack gap="4" align="center" textAlign="center" role="alert">
          <Heading as="h1" size="xl">
            We couldn&apos;t load this profile
          </Heading>
          <Text color="fg.muted">Please check your connection and try again.</Text>
          <Button colorPalette="brand" onClick={() => mutate()}>
            Try Again
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <AppShell>
      {!data && <title>Bride Profile - Bridal Coach</title>}
      {banner}
      <Box>{content}</Box>
    </AppShell>
  );
}
