import { Stack, Text } from '@chakra-ui/react';
import { digestPeriodLabel, digestShare } from '@bridal/shared/coaching/digest-format';
import { focusTitle } from '@bridal/shared/coaching/digest-words';
import { SectionCard } from '../../../components/layout/section-card';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useTeamDigestPreview } from '../api/get-coaching-digests';

/** This week so far (owner and admins): the team's closing since Monday and who stands out, computed live. */
export function TeamPreviewSection() {
  return (
    <Fetched what="this week so far" fetched={useTeamDigestPreview(true)}>
      {({ facts }) => (
        <SectionCard
          title="This week so far"
          description={`${digestPeriodLabel(facts.periods.lastWeek)}, computed now: nothing is sent.`}
        >
          <Stack gap="2">
            <Text>{`The team’s closing: ${digestShare(facts.lastWeek.closing)} appointments.`}</Text>
            {facts.members.map((member) => (
              <Text key={member.consultantId} fontSize="sm">
                {`${member.name}: ${digestShare(member.lastWeek)}; focus: ${focusTitle(member.focus)}`}
              </Text>
            ))}
          </Stack>
        </SectionCard>
      )}
    </Fetched>
  );
}
