import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { type Area, paths } from '@bridal/shared/web/page-paths';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { ClosingReportPanel } from '../../../features/reports/components/closing-report-panel';
import { GoalsReportSection } from '../../../features/goals/components/goals-report-section';
import { TeamBoardSection } from '../../../features/goals/components/team-board-section';
import { BehaviourFiguresSection } from '../../../features/score-cards/components/behaviour-figures-section';
import { BookingFiguresSection } from '../../../features/waitlist/components/booking-figures-section';
import { usePageArea } from '../../../lib/use-page-area';
import { SignedInPage } from '../../require-session';

function Reports({ session, area }: { session: SessionInfo; area: Area }) {
  const isAdmin = session.userType === 'admin';
  return (
    <BoutiquePageFrame
      session={session}
      area={area}
      title="Reports"
      description={
        isAdmin
          ? 'Closing ratios for the boutique and each consultant, counted both ways the trade counts them.'
          : "Your closing ratios beside the boutique's, counted both ways the trade counts them."
      }
    >
      <ClosingReportPanel
        schedulePath={paths.schedule(area, session.boutiqueId)}
        importPath={isAdmin ? paths.historyImport(session.boutiqueId) : undefined}
      >
        {(period) => (
          <>
            <BehaviourFiguresSection from={period.from} to={period.to} />
            <BookingFiguresSection from={period.from} to={period.to} />
          </>
        )}
      </ClosingReportPanel>
      <GoalsReportSection
        goalsPathOf={isAdmin ? (consultantId) => paths.consultantGoals(session.boutiqueId, consultantId) : undefined}
      />
      <TeamBoardSection settingsPath={isAdmin ? paths.boutiqueSettings(session.boutiqueId) : undefined} />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/reports and /consultant/{boutiqueId}/reports: closing ratios and the rest. */
export default function ReportsPage() {
  const { area } = usePageArea();
  return <SignedInPage>{(session) => <Reports session={session} area={area} />}</SignedInPage>;
}
