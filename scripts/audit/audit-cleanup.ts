/** Undo steps for everything the audit makes, run once, newest first, also on Ctrl+C. */

const stepTimeoutMs = 40_000;

function within<T>(promise: Promise<T>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([promise.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

export class AuditCleanup {
  private readonly steps: { name: string; run: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;

  add(name: string, run: () => Promise<void>): void {
    this.steps.push({ name, run });
  }

  /**
   * Registers the undoing of something still being made, so it is undone even when the cleanup
   * starts before it is ready (Ctrl+C during start-up); answers it when ready.
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
      for (const step of this.steps.reverse()) {
        try {
          if (!(await within(step.run(), stepTimeoutMs))) throw new Error(`took longer than ${stepTimeoutMs / 1000} s`);
        } catch (error) {
          console.error(`cleanup: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    })();
    return this.running;
  }

  /** Ctrl+C and SIGTERM clean up, then end the process (a second Ctrl+C ends it at once). */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: cleaning up (press Ctrl+C again to leave at once)`);
        process.once(signal, () => process.exit(130));
        void this.run().finally(() => process.exit(130));
      });
    }
  }
}
