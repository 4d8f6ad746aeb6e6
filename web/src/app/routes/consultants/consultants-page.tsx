import { Button } from '@chakra-ui/react';
import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { paths } from '@bridal/shared/web/page-paths';
import { useId, useState } from 'react';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { EmailConfirmationNotice } from '../../../components/account/email-confirmation-notice';
import { AdminPage } from '../../require-session';
import { useBoutiqueSettings } from '../../../features/boutique-settings/api/get-boutique-settings';
import { useConsultants } from '../../../features/consultants/api/get-consultants';
import { useSubscriptionDetails } from '../../../lib/subscription-details';
import { InviteConsultantDialog } from '../../../features/consultants/components/invite-consultant-dialog';
import { SeatsCard } from '../../../features/consultants/components/seats-card';
import { TeamListCard } from '../../../features/consultants/components/team-list-card';
import { useRoleSwitch } from '../../../features/consultants/hooks/use-role-switch';
import { seatUsage } from '../../../features/consultants/utils/seat-usage';

function TeamManagement({ session }: { session: SessionInfo }) {
  const team = useConsultants();
  const roleSwitchOf = useRoleSwitch(session);
  const details = useSubscriptionDetails();
  const timeZone = useBoutiqueSettings().data?.timeZone;
  const [inviting, setInviting] = useState(false);
  const fullReasonId = useId();
  const usage = seatUsage(details.data, team.data);
  const full = usage?.full ?? false;

  return (
    <>
      <BoutiquePageFrame
        session={session}
        area="admin"
        tab="Consultants"
        title="Consultant Team"
        description={<>Invite consultants to {session.boutiqueName} and see who has set up their account.</>}
        action={
          <Button
            colorPalette="brand"
            onClick={() => setInviting(true)}
            disabled={full}
            aria-describedby={full ? fullReasonId : undefined}
          >
            Invite Consultant
          </Button>
        }
      >
        <EmailConfirmationNotice />
        <SeatsCard usage={usage} failed={Boolean(details.error)} fullReasonId={fullReasonId} />
        <TeamListCard
          members={team.data}
          timeZone={timeZone}
          error={team.error}
          isRetrying={team.isValidating}
          onRetry={() => void team.mutate()}
          canInvite={!full}
          onInvite={() => setInviting(true)}
          roleSwitchOf={roleSwitchOf}
          goalsPathOf={(member) => paths.consultantGoals(session.boutiqueId, member.id)}
        />
      </BoutiquePageFrame>
      <InviteConsultantDialog open={inviting} onClose={() => setInviting(false)} />
    </>
  );
}

/** /admin/{boutiqueId}/consultants: the team, its seats and invitations (admins only). */
export default function ConsultantsPage() {
  return <AdminPage>{(session) => <TeamManagement session={session} />}</AdminPage>;
}
