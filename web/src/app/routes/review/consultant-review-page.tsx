import { describeBudgetAnswer } from '@bridal/shared/budget/resolve-budget';
import { Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/layout/page-header';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { Markdown } from '../../../components/ui/markdown';
import { ApiError } from '../../../lib/api-client';
import {
  describeDaysUntil,
  describeFeelings,
  describeIntention,
  describeShoppingParty,
  describeVibes,
} from '../../../lib/describe-survey';
import { describeDressSize } from '../../../lib/describe-dress-size';
import { formatLongDate } from '../../../lib/format-date';
import { brideBadgeLabels } from '@bridal/shared/dashboard/dashboard';
import { planLinks } from '../../../lib/plan-links';
import { useSession } from '../../../lib/use-session';
import { useBridePlan } from '../../../features/bride-profile/api/get-bride-plan';
import { AiInsightList } from '../../../features/bride-profile/components/ai-insight-list';
import { AnswerList } from '../../../features/bride-profile/components/answer-list';
import { ProblemCard } from '../../../features/bride-profile/components/problem-card';
import { cardStyle, ProfileSection } from '../../../features/bride-profile/components/profile-section';
import { VenueReads } from '../../../features/bride-profile/components/venue-analysis-section';
import { paths } from '@bridal/shared/web/page-paths';
import { formatZonedDateAndTime, zonedDateKey } from '../../../lib/format-zoned-time';
import { notify } from '../../../lib/notify';
import { serverMessage } from '../../../lib/server-error';
import { startAppointment, useAppointments } from '../../../features/schedule/api/schedule-api';
import { BookAppointmentDialog } from '../../../features/schedule/components/book-appointment-dialog';

const dashboardPath = paths.consultantDashboard;

/** The card already names the text: drop the same words when the markdown opens with them. */
function withoutLeadingHeading(markdown: string, title: string): string {
  const match = /^\s*#{1,6}\s+(.+)\n+/.exec(markdown);
  return match && match[1]!.trim().toLowerCase() === title.toLowerCase() ? markdown.slice(match[0].length) : markdown;
}

function Message({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <ProblemCard
      title={title}
      action={
        <Button asChild colorPalette="brand">
          <RouterLink to={dashboardPath}>Back to Dashboard</RouterLink>
        </Button>
      }
    >
      {children}
    </ProblemCard>
  );
}

function MarkdownCard({ title, text, links }: { title: string; text: string | null; links: readonly string[] }) {
  if (!text?.trim()) return null;
  return (
    <ProfileSection title={title}>
      <Markdown links={links}>{withoutLeadingHeading(text, title)}</Markdown>
    </ProfileSection>
  );
}

const dayMs = 86_400_000;

/**
 * 'Schedule Appointment' opens the booking dialog for her; 'Start Consultation' starts her booked
 * appointment today (then appointment mode), or opens her profile when she has none today.
 */
function ReviewActions({ bride, profilePath }: { bride: BridePlan['bride']; profilePath: string | null }) {
  const { session } = useSession();
  const navigate = useNavigate();
  const [booking, setBooking] = useState(false);
  const [starting, setStarting] = useState(false);
  const [range] = useState(() => ({
    from: new Date(Date.now() - dayMs).toISOString(),
    to: new Date(Date.now() + 2 * dayMs).toISOString(),
    brideId: bride.id,
  }));
  const hers = useAppointments(session ? range : null);
  const today = hers.data ? zonedDateKey(new Date(), hers.data.timeZone) : null;
  const todays = hers.data?.appointments.find(
    (appointment) =>
      appointment.status === 'booked' && zonedDateKey(appointment.startsAt, hers.data!.timeZone) === today,
  );

  async function start() {
    if (!todays || !session) return;
    setStarting(true);
    try {
      await startAppointment(todays.id);
      navigate(paths.appointmentMode(session.userType, session.boutiqueId, bride.id, todays.id));
    } catch (error) {
      notify('error', serverMessage(error) ?? 'The consultation could not be started. Please try again.');
      setStarting(false);
    }
  }

  return (
    <Flex
      direction={{ base: 'column', sm: 'row' }}
      gap="3"
      align={{ base: 'stretch', sm: 'flex-start' }}
      {...cardStyle}
    >
      <Button variant="outline" onClick={() => setBooking(true)} width={{ base: 'full', sm: 'auto' }}>
        Schedule Appointment
      </Button>
      {todays ? (
        <Button colorPalette="brand" onClick={() => void start()} loading={starting} loadingText="Starting...">
          Start Consultation
        </Button>
      ) : (
        profilePath && (
          <Button asChild colorPalette="brand">
            <RouterLink to={profilePath}>Start Consultation</RouterLink>
          </Button>
        )
      )}
      <BookAppointmentDialog
        open={booking}
        onClose={() => setBooking(false)}
        bride={{ id: bride.id, name: bride.name }}
      />
    </Flex>
  );
}

function Review({ plan, profilePath }: { plan: BridePlan; profilePath: string | null }) {
  const { bride, survey } = plan;
  const party = describeShoppingParty(survey.shoppingParty.filter((member) => member !== 'alone'));
  const venue = survey.venueAnalysis;
  const days = survey.daysUntilWedding;
  const links = planLinks(plan);

  return (
    <Stack gap={{ base: 4, md: 6 }}>
      <PageHeader
        backTo={dashboardPath}
        title="Consultation Review"
        description="Her answers and the AI's read of her, before the appointment."
      />

      <ProfileSection title={bride.name}>
        <AnswerList
          answers={[
            {
              label: 'Submitted',
              value:
                bride.status === 'awaiting_survey'
                  ? brideBadgeLabels.awaiting_survey
                  : (formatZonedDateAndTime(bride.submittedAt, bride.timeZone) ?? ''),
            },
            { label: 'Wedding Venue', value: bride.weddingVenue },
            { label: 'Wedding Date', value: formatLongDate(bride.weddingDate) },
          ]}
        />
      </ProfileSection>

      <ProfileSection title="Survey Responses">
        <AnswerList
          answers={[
            { label: 'Wedding Vibes', value: describeVibes(survey.weddingVibes) },
            { label: 'Shopping Party', value: party.length > 0 ? party.join(', ') : 'Shopping alone' },
            { label: 'Current Feeling', value: describeFeelings(survey.currentFeeling, survey.customFeeling) },
            {
              label: 'Shopping Intention',
              value: describeIntention(survey.shoppingIntention, survey.customIntention),
            },
            { label: 'Budget', value: describeBudgetAnswer(survey) },
            { label: 'Usual Dress Size', value: describeDressSize({ ...survey, weddingVenue: bride.weddingVenue }) },
            { label: 'Specific Vision', value: survey.specificVision, long: true },
            { label: 'Additional Notes', value: survey.additionalNotes, long: true },
          ]}
        />
      </ProfileSection>

      {survey.aiAnalysis && (
        <ProfileSection title="AI Insight">
          <AiInsightList insight={survey.aiAnalysis} decisionLabel="Decision-Making Approach" />
        </ProfileSection>
      )}

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: 4, md: 6 }}>
        {survey.styleSummary && (
          <ProfileSection title="Style Summary">
            <Text fontSize="md">{survey.styleSummary}</Text>
          </ProfileSection>
        )}
        {days !== null && (
          <ProfileSection title="Days Until Wedding">
            <Text fontSize="4xl" fontWeight="bold" color="brand.fg" lineHeight="1">
              {days}
            </Text>
            <Text color="fg.muted" mt="1">
              {describeDaysUntil(days)}
            </Text>
          </ProfileSection>
        )}
      </SimpleGrid>
      <MarkdownCard title="3 Suggested Dresses to Pull" text={survey.suggestedDresses} links={links} />
      <MarkdownCard title="Image Analysis" text={survey.enhancedImageAnalysis} links={links} />
      {venue && (venue.summary || venue.vibe) && (
        <ProfileSection title="Venue Analysis">
          <VenueReads venue={venue} links={links} />
        </ProfileSection>
      )}
      <MarkdownCard title="Consultation Strategy" text={survey.consultationStrategy} links={links} />
      {bride.status !== 'ready' && (
        <Text color="fg.muted" role="status">
          Her analysis is still running; the rest of her plan appears here when it is ready.
        </Text>
      )}

      <ReviewActions bride={bride} profilePath={profilePath} />
    </Stack>
  );
}

/** /consultant-review?brideId=...: one bride's answers and insight, on the way into her appointment. */
export default function ConsultantReviewPage() {
  const [params] = useSearchParams();
  const brideId = params.get('brideId')?.trim() || null;
  const { session } = useSession();
  const { data, error, isLoading } = useBridePlan(brideId, { pollMs: 0 });

  let content: ReactNode;
  if (!brideId) {
    content = (
      <Stack gap="4" align="flex-start" bg="white" borderWidth="1px" borderRadius="xl" p={{ base: 5, md: 8 }}>
        <Heading as="h1" size="xl">
          Consultation Review
        </Heading>
        <Text>No bride selected for review.</Text>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to={dashboardPath}>Back to Dashboard</RouterLink>
        </Button>
      </Stack>
    );
  } else if (data) {
    const profilePath = session ? paths.brideProfile(session.userType, session.boutiqueId, data.bride.id) : null;
    content = <Review plan={data} profilePath={profilePath} />;
  } else if (isLoading || !error) {
    content = <PageLoader label="Loading bride profile..." />;
  } else if (error instanceof ApiError && error.status === 404) {
    content = <Message title="Client not found" />;
  } else {
    content = (
      <Message title="We couldn't load this review">
        <Text color="fg.muted">Please check your connection and try again.</Text>
      </Message>
    );
  }

  return (
    <AppShell>
      <title>{data ? `Review: ${data.bride.name} - Bridal Coach` : 'Consultation Review - Bridal Coach'}</title>
      {content}
    </AppShell>
  );
}
