import { demoMessages } from '@bridal/shared/demo/demo-messages';
import { notify } from './notify';

/** What a disabled demo action shows instead of calling the API (the dashboard cards' read-only mode). */
export function showDemoNotice(description: string = demoMessages.liveAccountOnly): void {
  notify('info', demoMessages.title, description);
}
