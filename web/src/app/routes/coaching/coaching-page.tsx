import { Alert, Stack } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import type { DigestKind } from '@bridal/shared/coaching/digest';
import { paths } from '@bridal/shared/web/page-paths';
import { useSearchParams } from 'react-router-dom';
import { AppShell } from '../../../components/layout/app-shell';
import { PageHeader } from '../../../components/layout/page-header';
import { PageLoader } from '../../../components/layout/page-loader';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useCoachingDigest, useCoachingDigests } from '../../../features/coaching-digest/api/get-coaching-digests';
import {
  CoachingDigestView,
  DigestWeekPicker,
} from '../../../features/coaching-digest/components/coaching-digest-view';
import { TeamPreviewSection } from '../../../features/coaching-digest/components/team-preview-section';
import { usePageArea } from '../../../lib/use-page-area';
import { useSession } from '../../../lib/use-session';

/** Until the first Monday: when it comes. */
function NoDigestYet({ kind }: { kind: DigestKind }) {
  return (
    <Alert.Root status="info" borderRadius="lg">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No weekly coaching yet</Alert.Title>
        <Alert.Description>
          {kind === 'team'
            ? 'The team’s first digest comes on Monday at 08:00, your time.'
            : 'Your first digest comes on Monday at 08:00, your boutique’s time: your figures against your goals and one focus for the week.'}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

function CoachingView({ session }: { session: SessionInfo }) {
  const kind: DigestKind = session.userType === 'admin' ? 'team' : 'consultant';
  const [search, setSearch] = useSearchParams();
  const asked = search.get('digest');
  const list = useCoachingDigests(kind);
  const one = useCoachingDigest(asked);
  return (
    <Fetched what="your weekly coaching" fetched={list}>
      {({ weeks, latest }) => {
        const chosen = asked ?? latest?.id ?? '';
        const digest = asked
          ? one
          : { data: latest ?? undefined, error: undefined, isValidating: false, mutate: list.mutate };
        return (
          <Stack gap="5">
            {weeks.length > 1 && (
              <DigestWeekPicker
                weeks={weeks}
                chosen={chosen}
                onChoose={(digestId) => setSearch({ digest: digestId })}
              />
            )}
            {weeks.length === 0 && !asked ? (
              <NoDigestYet kind={kind} />
            ) : (
              <Fetched what="that week's digest" fetched={digest}>
                {(found) => <CoachingDigestView digest={found} />}
              </Fetched>
            )}
            {kind === 'team' && <TeamPreviewSection />}
          </Stack>
        );
      }}
    </Fetched>
  );
}

/** /admin/{boutiqueId}/coaching and /consultant/{boutiqueId}/coaching: the weekly coaching digest. */
export default function CoachingPage() {
  const { session } = useSession();
  const { area } = usePageArea();
  if (!session) return <PageLoader />;
  const isAdmin = session.userType === 'admin';
  return (
    <AppShell>
      <title>{`Weekly coaching - ${session.boutiqueName} - Bridal Coach`}</title>
      <Stack gap="6" maxW="4xl">
        <PageHeader
          backTo={paths.dashboard(area, session.boutiqueId)}
          title="Weekly Coaching"
          description={
            isAdmin
              ? 'The team’s week: who moved, who needs a conversation and the team’s most frequent reason for no sale.'
              : 'Your week: your figures against your goals, what changed, and one focus for the week.'
          }
        />
        <CoachingView session={session} />
      </Stack>
    </AppShell>
  );
}
