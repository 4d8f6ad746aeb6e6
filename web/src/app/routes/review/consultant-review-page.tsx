import { Box, Button, Flex, Heading, Link, SimpleGrid, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { BridePlan } from '@bridal/shared/brides/bride-plan';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { Markdown } from '../../../components/ui/markdown';
import { ApiError } from '../../../lib/api-client';
import {
  describeBudget,
  describeDaysUntil,
  describeFeelings,
  describeIntention,
  describeShoppingParty,
  describeVibes,
} from '../../../lib/describe-survey';
import { formatInstantDayAndTime, formatLongDate } from '../../../lib/format-date';
import { planLinks } from '../../../lib/plan-links';
import { useSession } from '../../../lib/use-session';
import { useBridePlan } from '../../../features/bride-profile/api/get-bride-plan';
import { AiInsightList } from '../../../features/bride-profile/components/ai-insight-list';
import { AnswerList } from '../../../features/bride-profile/components/answer-list';
import { ProblemCard } from '../../../features/bride-profile/components/problem-card';
import { cardStyle, ProfileSection } from '../../../features/bride-profile/components/profile-section';
import { VenueReads } from '../../../features/bride-profile/components/venue-analysis-section';
import { paths } from '../../../lib/paths';

const dashboardPath = paths.consultantDashboard;
const scheduleNoteId = 'schedule-appointment-note';
const scheduleNote = "Booking isn't built into Bridal Coach yet: schedule her in your boutique's calendar.";

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

function Review({ plan, profilePath }: { plan: BridePlan; profilePath: string | null }) {
  const { bride, survey } = plan;
  const party = describeShoppingParty(survey.shoppingParty.filter((member) => member !== 'alone'));
  const venue = survey.venueAnalysis;
  const days = survey.daysUntilWedding;
  const links = planLinks(plan);

  return (
    <Stack gap={{ base: 4, md: 6 }}>
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="flex-start">
        <RouterLink to={dashboardPath}>← Back to Dashboard</RouterLink>
      </Link>
      <Stack gap="1">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Consultation Review
        </Heading>
        <Text color="fg.muted">Her answers and the AI&apos;s read of her, before the appointment.</Text>
      </Stack>

      <ProfileSection title={bride.name}>
        <AnswerList
          answers={[
            { label: 'Submitted', value: formatInstantDayAndTime(bride.submittedAt) ?? '' },
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
            { label: 'Budget', value: describeBudget(survey.budget, survey.customBudget) },
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

      <Flex
        direction={{ base: 'column', sm: 'row' }}
        gap="3"
        align={{ base: 'stretch', sm: 'flex-start' }}
        {...cardStyle}
      >
        <Box>
          <Tooltip.Root openDelay={700} closeDelay={300}>
            <Tooltip.Trigger asChild>
              <Button
                variant="outline"
                aria-disabled="true"
                aria-describedby={scheduleNoteId}
                onClick={(event) => event.preventDefault()}
                width={{ base: 'full', sm: 'auto' }}
              >
                Schedule Appointment
              </Button>
            </Tooltip.Trigger>
            <Tooltip.Positioner>
              <Tooltip.Content maxW="xs">{scheduleNote}</Tooltip.Content>
            </Tooltip.Positioner>
          </Tooltip.Root>
          <Text id={scheduleNoteId} fontSize="sm" color="fg.muted" mt="2" maxW="xs">
            {scheduleNote}
          </Text>
        </Box>
        {profilePath && (
          <Button asChild colorPalette="brand">
            <RouterLink to={profilePath}>Start Consultation</RouterLink>
          </Button>
        )}
      </Flex>
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
