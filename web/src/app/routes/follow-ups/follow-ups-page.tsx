import { Box, Text } from '@chakra-ui/react';
import { FetchFailedAlert } from '../../../components/ui/fetch-failed-alert';
import { followUpMessages } from '@bridal/shared/follow-ups/follow-up';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../../components/layout/page-header';
import { usePageArea } from '../../../lib/use-page-area';
import { AppShell } from '../../../components/layout/app-shell';
import { PageLoader } from '../../../components/layout/page-loader';
import { useBrideFollowUps } from '../../../features/follow-ups/api/follow-ups-api';
import { FollowUpView } from '../../../features/follow-ups/components/follow-up-view';
import { ApiError } from '../../../lib/api-client';
import { paths } from '@bridal/shared/web/page-paths';

/**
 * /admin/{boutiqueId}/client/{brideId}/follow-ups (and /consultant/...): a bride's follow-ups.
 * Under /admin/demo and /consultant/demo the demo's seeded ones, read-only.
 */
export default function FollowUpsPage() {
  const { boutiqueId = 'demo', brideId } = useParams();
  const { area, demo } = usePageArea();
  const { data, error, isValidating, mutate } = useBrideFollowUps(brideId, demo);
  const profilePath = brideId ? paths.brideProfile(area, demo ? 'demo' : boutiqueId, brideId) : paths.area(area);

  let content;
  if (data) {
    content = <FollowUpView data={data} readOnly={demo} />;
  } else if (error instanceof ApiError && error.status === 404) {
    content = <Text color="fg.muted">{error.serverMessage ?? followUpMessages.brideNotFound}</Text>;
  } else if (error) {
    content = <FetchFailedAlert what="her follow-ups" fetched={{ error, isValidating, mutate }} />;
  } else {
    content = <PageLoader label="Loading her follow-ups..." />;
  }

  return (
    <AppShell>
      <PageFrame
        tabTitle={`Follow-ups${data ? ` - ${data.brideName}` : ''} - Bridal Coach${demo ? ' Demo' : ''}`}
        backTo={profilePath}
        backLabel="Back to her profile"
        title={data ? `Follow-ups for ${data.brideName}` : 'Follow-ups'}
        description={
          demo
            ? 'The demo boutique’s follow-ups, read-only.'
            : 'Review each draft, edit it, then send it or copy it as a text message. Times are the boutique’s.'
        }
        headerLines={
          data?.email && (
            <Text fontSize="sm" color="fg.muted">
              {`E-mail: ${data.email}`}
            </Text>
          )
        }
        maxW="3xl"
      >
        <Box>{content}</Box>
      </PageFrame>
    </AppShell>
  );
}
