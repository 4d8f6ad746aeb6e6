import { whenToasterReady } from '../components/ui/toaster-outlet';

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; a new one replaces the one on screen. */
export function notify(kind: Kind, title: string, description?: string, duration = 5000): void {
  void whenToasterReady().then((toaster) => {
    toaster.dismiss();
    toaster.create({ type: kind, title, description, duration, closable: true });
  });
}
