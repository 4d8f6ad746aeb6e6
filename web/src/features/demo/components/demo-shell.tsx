import type { ReactNode } from 'react';
import { AppFrame } from '../../../components/layout/app-frame';
import { showDemoNotice } from '../../../lib/show-demo-notice';
import { DemoBanner } from './demo-banner';

/** The demo dashboards' frame: the app's, with a Log out that only explains, and the demo banner. */
export function DemoShell({ children }: { children: ReactNode }) {
  return (
    <AppFrame user="Demo Visitor · Demo Boutique" onLogOut={() => showDemoNotice()} banner={<DemoBanner />}>
      {children}
    </AppFrame>
  );
}
