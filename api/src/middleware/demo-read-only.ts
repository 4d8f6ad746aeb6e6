import { demoBoutiqueId } from '@bridal/shared/accounts/account-types';
import { demoMessages, type DemoModeRefusal } from '@bridal/shared/demo/demo-messages';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

interface DemoWrite {
  method: string;
  /** Matched against the path under /api. */
  path: RegExp;
  message: string;
}

const id = '[^/]+';

/** Every call that changes (or downloads from) a boutique: refused for the demo boutique. */
export const demoWrites: DemoWrite[] = [
  { method: 'POST', path: /^\/inventory\/upload$/, message: demoMessages.liveAccountOnly },
  { method: 'POST', path: /^\/trending-gowns\/upload$/, message: demoMessages.liveAccountOnly },
  { method: 'DELETE', path: new RegExp(`^/trending-gowns/${id}$`), message: demoMessages.liveAccountOnly },
  { method: 'GET', path: new RegExp(`^/trending-gowns/download/${id}$`), message: demoMessages.liveAccountOnly },
  { method: 'POST', path: /^\/consultants\/invite$/, message: demoMessages.liveAccountOnly },
  { method: 'POST', path: new RegExp(`^/consultants/${id}/resend-invite$`), message: demoMessages.resendDisabled },
  { method: 'PUT', path: new RegExp(`^/consultants/${id}$`), message: demoMessages.editDisabled },
  { method: 'DELETE', path: new RegExp(`^/consultants/${id}$`), message: demoMessages.deleteDisabled },
  { method: 'PUT', path: new RegExp(`^/consultants/${id}/role$`), message: demoMessages.editDisabled },
  // The demo boutique's shared accounts: nobody changes their details, password or sessions.
  { method: '*', path: /^\/account(\/|$)/, message: demoMessages.liveAccountOnly },
  { method: 'PATCH', path: new RegExp(`^/notifications/${id}/read$`), message: demoMessages.liveAccountOnly },
  { method: 'POST', path: /^\/notifications\/read-all$/, message: demoMessages.liveAccountOnly },
  { method: 'POST', path: /^\/consultant\/notify$/, message: demoMessages.liveAccountOnly },
  { method: 'PUT', path: /^\/boutique-settings(\/follow-ups)?$/, message: demoMessages.liveAccountOnly },
  { method: 'PUT', path: /^\/setup\/dismissal$/, message: demoMessages.liveAccountOnly },
  // Follow-ups: editing, sending and skipping; nothing is ever written to a demo bride.
  { method: '*', path: /^\/follow-ups\//, message: demoMessages.liveAccountOnly },
  // Subscription management: no such write exists yet; any that comes is refused here first.
  { method: '*', path: /subscription|invoices/, message: demoMessages.liveAccountOnly },
];

/**
 * The demo boutique is read-only whatever the client sends: a demo visitor without a session, or a
 * session of the demo boutique itself, gets the 'Demo Mode' notice as a 403. Anyone else
 * goes on to the route (which answers 401 without a session).
 */
export function refuseDemoWrites(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const account = c.get('account');
    const inDemo = account ? account.boutiqueId === demoBoutiqueId : c.get('demoVisitor') !== undefined;
    if (!inDemo) return next();
    const path = c.req.path.replace(/^\/api/, '');
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const write = demoWrites.find(
      (rule) => rule.path.test(path) && (rule.method === method || (rule.method === '*' && method !== 'GET')),
    );
    if (!write) return next();
    return c.json({ error: write.message, title: demoMessages.title } satisfies DemoModeRefusal, 403);
  };
}
