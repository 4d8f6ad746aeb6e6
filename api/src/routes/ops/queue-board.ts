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

/** bull-board (its page, its static files and its API) for every queue of the platform, under `basePath`. */
export function queueBoard(queues: readonly Queue[], basePath: string): Handler<AppEnv> {
  let board: Promise<Hono> | undefined;
  return async (c) => {
    board ??= buildQueueBoard(queues, basePath).catch((error: unknown) => {
      board = undefined;
      throw error;
    });
    return (await board).fetch(c.req.raw, c.env);
  };
}
