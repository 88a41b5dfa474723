import { describe, expect, it } from 'vitest';
import { BackgroundJobs } from './background-jobs.js';
import type { RepeatingJob } from './repeating-job.js';

/** A job that records its starts and stops in `log`, its first run taking one tick. */
function recordingJob(name: string, log: string[]): RepeatingJob {
  return {
    async start() {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.push(`${name} caught up`);
    },
    stop() {
      log.push(`${name} stop`);
      return Promise.resolve();
    },
  };
}

describe('background jobs', () => {
  it('start one after the other, once, and resolve when each first run has finished', async () => {
    const log: string[] = [];
    const jobs = new BackgroundJobs();
    jobs.add(recordingJob('reminders', log));
    jobs.add(recordingJob('notices', log));
    expect(log).toEqual([]);
    await jobs.start();
    await jobs.start();
    expect(log).toEqual(['reminders start', 'reminders caught up', 'notices start', 'notices caught up']);
    await jobs.stop();
    expect(log.slice(4)).toEqual(['reminders stop', 'notices stop']);
  });

  it('refuse a job added after they started: it would never run', async () => {
    const jobs = new BackgroundJobs();
    await jobs.start();
    expect(() => jobs.add(recordingJob('late', []))).toThrow(/after the jobs had started/);
  });
});
