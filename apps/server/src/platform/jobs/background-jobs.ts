import type { RepeatingJob } from './repeating-job.js';

/**
 * The app's background jobs (the modules' schedulers). Modules add theirs while they register; the
 * server starts them just before it listens — after a first start's demo data has loaded, so their
 * first run, which catches up on what came due while the server was down, sees it — and closing
 * the app stops them. An app built for the API tests starts none unless a test asks
 * (docs/decisions/0028-background-jobs-start-after-the-seed.md).
 */
export class BackgroundJobs {
  readonly #jobs: RepeatingJob[] = [];
  #started = false;

  add(job: RepeatingJob): void {
    if (this.#started) throw new Error('A background job was added after the jobs had started');
    this.#jobs.push(job);
  }

  /** Starts every job once, one after the other, resolving when each first run has finished. */
  async start(): Promise<void> {
    if (this.#started) return;
    this.#started = true;
    for (const job of this.#jobs) await job.start();
  }

  /** Stops every job, waiting for runs in progress (a no-op for jobs never started). */
  async stop(): Promise<void> {
    await Promise.all(this.#jobs.map((job) => job.stop()));
  }
}
