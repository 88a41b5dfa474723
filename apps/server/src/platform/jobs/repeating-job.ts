export interface RepeatingJob {
  /** Runs the job at once (a start catches up on what came due while the server was down). */
  start(): Promise<void>;
  /** Stops the job, waiting for a run in progress. */
  stop(): Promise<void>;
}

/**
 * A job that runs, then sleeps as long as its run answers (the next due moment, or a fixed
 * period), then runs again; a failed run is reported and retried after `retryMs`. One timer, never
 * two runs at once.
 */
export function createRepeatingJob(options: {
  /** One run; resolves to the milliseconds to sleep before the next. */
  run: () => Promise<number>;
  retryMs: number;
  onError: (error: unknown) => void;
}): RepeatingJob {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped) return;
    let delay = options.retryMs;
    try {
      delay = await options.run();
    } catch (error) {
      options.onError(error);
    }
    if (!stopped) timer = setTimeout(() => void (running = tick()), delay);
  }

  return {
    start() {
      stopped = false;
      running = tick();
      return running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
