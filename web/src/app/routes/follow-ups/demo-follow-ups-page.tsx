import { DemoGate } from '../../../features/demo/components/demo-gate';
import FollowUpsPage from './follow-ups-page';

/** /admin/demo/client/{brideId}/follow-ups and /consultant/demo/...: the demo's, read-only, after the trial sign-up. */
export default function DemoFollowUpsPage() {
  return (
    <DemoGate>
      <FollowUpsPage />
    </DemoGate>
  );
}
