import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { paths } from '@bridal/shared/web/page-paths';
import { useParams } from 'react-router-dom';
import { PageFrame } from '../../../components/layout/page-header';
import { Fetched } from '../../../components/ui/fetch-failed-alert';
import { useConsultantGoals } from '../../../features/goals/api/get-consultant-goals';
import { ConsultantGoalsPanel } from '../../../features/goals/components/consultant-goals-panel';
import { AdminPage } from '../../require-session';

function ConsultantGoals({ session, consultantId }: { session: SessionInfo; consultantId: string }) {
  const fetched = useConsultantGoals(consultantId);
  const name = fetched.data?.consultant.name;
  return (
    <PageFrame
      tabTitle={`Goals${name ? ` of ${name}` : ''} - ${session.boutiqueName} - Bridal Coach`}
      backTo={paths.consultants(session.boutiqueId)}
      backLabel="Back to the Team"
      title={name ? `Goals of ${name}` : 'Goals'}
      description="Measurable goals, each with a target and a date, beside the coaching goals written for her."
    >
      <Fetched what="her goals" fetched={fetched}>
        {(page) => <ConsultantGoalsPanel page={page} />}
      </Fetched>
    </PageFrame>
  );
}

/** /admin/{boutiqueId}/consultants/{consultantId}/goals: a team member's goals (admins only). */
export default function ConsultantGoalsPage() {
  const { consultantId = '' } = useParams();
  return <AdminPage>{(session) => <ConsultantGoals session={session} consultantId={consultantId} />}</AdminPage>;
}
