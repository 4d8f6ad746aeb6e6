import { startSmtpCapture } from '@bridal/testing/smtp-capture';
import { spawnService } from '@bridal/testing/spawn-service';
import type { TestApp } from './test-app';

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

export interface MailWorker {
  /** Every e-mail the worker has sent, as an inbox would receive it. */
  smtp: SmtpCapture;
  stop(): Promise<void>;
}

/**
 * The real worker process on the test app's database and Redis, delivering mail over SMTP to a
 * server the test runs. `env` is added to its environment; by default it is the app's PUBLIC_URL,
 * so the links it mails point where the app says.
 */
export async function startMailWorker(
  t: TestApp,
  env: Record<string, string> = { PUBLIC_URL: t.env.PUBLIC_URL },
): Promise<MailWorker> {
  const smtp = await startSmtpCapture();
  try {
    const worker = await spawnService({
      entry: 'worker/src/main.ts',
      env: {
        DATABASE_URL: t.env.DATABASE_URL,
        REDIS_URL: t.env.REDIS_URL,
        REDIS_PREFIX: t.env.REDIS_PREFIX,
        SMTP_URL: smtp.url,
        WORKER_HEARTBEAT_FILE: `/tmp/${t.env.REDIS_PREFIX}-heartbeat`,
        ...env,
      },
      readyLine: /worker started/,
    });
    return {
      smtp,
      stop: async () => {
        await worker.stop();
        await smtp.stop();
      },
    };
  } catch (error) {
    await smtp.stop();
    throw error;
  }
}
