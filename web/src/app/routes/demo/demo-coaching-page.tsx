import { NativeSelect, Stack } from '@chakra-ui/react';
import { paths } from '@bridal/shared/web/page-paths';
import { type ReactElement, useState } from 'react';
import { PageFrame } from '../../../components/layout/page-header';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { CoachingDigestView } from '../../../features/coaching-digest/components/coaching-digest-view';
import { useDemoCoaching } from '../../../features/demo/api/demo-data';
import { DemoGate } from '../../../features/demo/components/demo-gate';
import { DemoShell } from '../../../features/demo/components/demo-shell';

/** The team's digest, or a consultant's: each demo consultant's history has its own pattern. */
function DemoCoaching() {
  const coaching = useDemoCoaching();
  const [chosen, setChosen] = useState('team');
  return (
    <PageFrame
      tabTitle="Weekly Coaching - Demo Boutique - Bridal Coach Demo"
      backTo={paths.demo.adminDashboard}
      title="Weekly Coaching"
      description="Every Monday at 08:00 the owner gets the team's digest and each consultant her own: her figures against her goals, her most frequent reason for no sale, her weakest behaviour and one focus for the week. Computed here from the demo team's history; nothing is e-mailed."
    >
      <Fetched what="the demo team's weekly coaching" fetched={coaching}>
        {({ digests }) => {
          const digest = digests.find((one) => one.id === chosen) ?? digests[0];
          return (
            <Stack gap="5">
              <NativeSelect.Root size="sm" maxW="xs">
                <NativeSelect.Field
                  aria-label="Whose digest"
                  value={digest?.id ?? ''}
                  onChange={(event) => setChosen(event.currentTarget.value)}
                >
                  {digests.map((one) => (
                    <option key={one.id} value={one.id}>
                      {one.facts.kind === 'team' ? "The team's digest (the owner's)" : one.facts.consultant.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              {digest && <CoachingDigestView digest={digest} />}
            </Stack>
          );
        }}
      </Fetched>
    </PageFrame>
  );
}

/** /admin/demo/coaching: the demo team's weekly coaching, read-only. */
export default function DemoCoachingPage(): ReactElement {
  return (
    <DemoGate>
      <DemoShell>
        <DemoCoaching />
      </DemoShell>
    </DemoGate>
  );
}
