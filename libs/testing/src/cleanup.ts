/**
 * Undo steps for everything a script or test run makes (processes, folders, databases), run
 * once, newest first, each bounded; a failing step does not skip the others.
 */
import { settlesWithin } from './wait';

interface Step {
  name: string;
  run: () => Promise<void>;
}

export class Cleanup {
  private readonly steps: Step[] = [];
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
   * cleanup starts (Ctrl+C during start-up) before it is ready; answers it when ready.
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

  /**
   * Ctrl+C and SIGTERM clean up, then end the process. Later signals are ignored: through npm and
   * tsx one Ctrl+C arrives twice, and the second must not cut the cleanup short.
   */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.on(signal, () => {
        if (this.started) return;
        console.error(`\n${signal}: cleaning up...`);
        void this.run().finally(() => process.exit(130));
      });
    }
  }

  private async runStep(step: Step): Promise<void> {
    try {
      if (!(await settlesWithin(step.run(), this.stepTimeoutMs))) {
        throw new Error(`took longer than ${this.stepTimeoutMs / 1000} s`);
      }
    } catch (error) {
      console.error(`cleanup: ${step.name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
