import type { SessionInfo } from '@bridal/shared/accounts/account-types';
import { paths } from '@bridal/shared/web/page-paths';
import { useSearchParams } from 'react-router-dom';
import { BoutiquePageFrame } from '../../../components/layout/page-header';
import { HistoryImportFlow } from '../../../features/history-import/components/history-import-flow';
import { AdminPage } from '../../require-session';

function HistoryImport({ session }: { session: SessionInfo }) {
  // The staged import lives in the address, so a reload or a shared link comes back to it.
  const [search, setSearch] = useSearchParams();
  return (
    <BoutiquePageFrame
      session={session}
      area="admin"
      title="Import History"
      description="Bring your brides, appointments and sales from another system, so your reports start with your past."
    >
      <HistoryImportFlow
        importId={search.get('import')}
        onStaged={(importId) => setSearch({ import: importId })}
        reportsPath={paths.reports('admin', session.boutiqueId)}
      />
    </BoutiquePageFrame>
  );
}

/** /admin/{boutiqueId}/import: another system's history, imported (admins only). */
export default function HistoryImportPage() {
  return <AdminPage>{(session) => <HistoryImport session={session} />}</AdminPage>;
}
