/**
 * Runs `pass` every `intervalMs` and at once when nudged, one pass at a time: a nudge during a
 * pass runs one more right after it, however many nudges came. The background workers (the
 * mail outbox, the saved-search alerts) are each a pass on one of these.
 */
export class Poller {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly intervalMs: number,
  ) {}

  /** Whether stop() was called: a long pass checks it between steps. */
  get isStopped(): boolean {
    return this.stopped;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.nudge(), this.intervalMs);
    this.timer.unref();
    this.nudge();
  }

  /** Run a pass now (or right after the pass under way). */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.nudge();
      }
    });
  }

  /** Resolves once no pass is under way (nor due right after): for tests that move a clock. */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No more passes; resolves when the pass under way has ended. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
