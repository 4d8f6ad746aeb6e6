import type { Queue } from 'bullmq';
import { Hono, type Handler } from 'hono';
import type { AppEnv } from '../../app-env';

async function buildQueueBoard(queues: readonly Queue[], basePath: string): Promise<Hono> {
  // Loaded on the first visit: most API processes never show the board, and it weighs some 10 MB.
  const [{ createBullBoard }, { BullMQAdapter }, { HonoAdapter }, { serveStatic }] = await Promise.all([
    import('@bull-board/api'),
    import('@bull-board/api/bullMQAdapter'),
    import('@bull-board/hono'),
    import('@hono/node-server/serve-static'),
  ]);
  const serverAdapter = new HonoAdapter(serveStatic);
  createBullBoard({
    queues: queues.map((queue) => new BullMQAdapter(queue)),
    // @bull-board/hono 9.10.1 declares its own copy of @bull-board/api's types (9.10.2 here): same shape.
    serverAdapter: serverAdapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
    options: { uiConfig: { boardTitle: 'Bridal Coach queues' } },
  });
  serverAdapter.setBasePath(basePath);
  return new Hono().route(basePath, serverAdapter.registerPlugin());
}

/**
 * bull-board's page asks Google for its fonts: our CSP refuses any origin but ours (the browser
 * logs each refusal), and an operator's visit should not tell a third party either. Without the
 * link the board uses its fallback fonts, as it did under the refusal.
 */
export function withoutThirdPartyFonts(html: string): string {
  return html.replace(/<link\b[^>]*\bhref="https:\/\/fonts\.(?:googleapis|gstatic)\.com[^>]*>\s*/g, '');
}

/** bull-board (its page, its static files and its API) for every queue of the platform, under `basePath`. */
export function queueBoard(queues: readonly Queue[], basePath: string): Handler<AppEnv> {
  let board: Promise<Hono> | undefined;
  return async (c) => {
    board ??= buildQueueBoard(queues, basePath).catch((error: unknown) => {
      board = undefined;
      throw error;
    });
    const res = await (await board).fetch(c.req.raw, c.env);
    if (!res.headers.get('content-type')?.startsWith('text/html')) return res;
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return new Response(withoutThirdPartyFonts(await res.text()), { status: res.status, headers });
  };
}
