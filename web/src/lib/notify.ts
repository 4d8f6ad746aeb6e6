import { toaster } from '../components/ui/toaster';

type Kind = 'success' | 'error' | 'info' | 'warning';

/** Shows a toast; a new one replaces the one on screen, as the spec asks. */
export function notify(kind: Kind, title: string, description?: string, duration = 5000): void {
  toaster.dismiss();
  toaster.create({ type: kind, title, description, duration, closable: true });
}
