import { notify } from '../../../lib/notify';
import { demoMessages } from './demo-messages';

/** What a disabled demo action shows instead of calling the API. */
export function showDemoNotice(description: string = demoMessages.liveAccountOnly): void {
  notify('info', demoMessages.title, description);
}
