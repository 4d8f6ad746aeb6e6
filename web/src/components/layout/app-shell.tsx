import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout, useSession } from '../../lib/use-session';
import { AppFrame } from './app-frame';
import { appNavItems } from './app-nav-items';
import { paths } from '@bridal/shared/web/page-paths';

/** The frame of the logged-in pages: boutique name, user, Account and Log out, and her pages to move between. */
export function AppShell({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const navigate = useNavigate();
  return (
    <AppFrame
      user={session && `${session.userName} · ${session.boutiqueName}`}
      accountPath={paths.account}
      nav={session ? appNavItems(session.userType, session.boutiqueId) : undefined}
      onLogOut={async () => {
        await logout();
        navigate(paths.login);
      }}
    >
      {children}
    </AppFrame>
  );
}
