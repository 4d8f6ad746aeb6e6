/** Waits for `promise`, but no longer than `ms`: answers whether it settled in time (rejections pass through). */
export async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true as const), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const delay = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/** Undo steps, run once, newest first, each bounded; a failing step does not skip the others. */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  constructor(private readonly stepTimeoutMs = 40_000) {}

  add(name: string, run: () => Promise<void>): void {
    if (this.running) {
      // Made after the cleanup started (Ctrl+C during start-up): undone at once.
      void this.runStep({ name, run });
      return;
    }
    this.steps.push({ name, run });
  }

  /**
   * Registers the undoing of something still being made, so that it is undone even if the
   * cleanup starts before it is ready; answers it when ready.
   */
  track<T>(name: string, making: Promise<T>, undo: (made: T) => Promise<void>): Promise<T> {
    this.add(name, async () => {
      const made = await making.then(
        (value) => ({ value }),
        () => undefined,
      );
      if (made) await undo(made.value);
    });
    return making;
  }

  get started(): boolean {
    return this.running !== undefined;
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) await this.runStep(step);
    })();
    return this.running;
  }

  private async runStep(step: { name: string; run: () => Promise<void> }): Promise<void> {
    try {
      if (!(await settlesWithin(step.run(), this.stepTimeoutMs)))
        throw new Error(`took longer than ${this.stepTimeoutMs} ms`);
    } catch (error) {
      console.error(`cleanup: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
