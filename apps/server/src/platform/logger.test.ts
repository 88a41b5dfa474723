import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLogController } from './logger.js';

interface LogLine {
  level: number;
  msg: string;
  responseTime?: number;
}

async function requestLog(level: string, slowRequestMs: number) {
  const records: LogLine[] = [];
  const app = Fastify({
    logger: { level, stream: { write: (line: string) => records.push(JSON.parse(line) as LogLine) } },
    logController: new RequestLogController(slowRequestMs),
  });
  app.get('/fast', () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return { ok: true };
  });
  await app.inject({ url: '/fast' });
  await app.inject({ url: '/slow' });
  await app.close();
  return records;
}

describe('request logging', () => {
  it('writes nothing per request at info, except a slow request at warn', async () => {
    const records = await requestLog('info', 40);
    expect(records.map((r) => [r.level, r.msg])).toEqual([[40, 'slow request']]);
    expect(records[0]?.responseTime).toBeGreaterThanOrEqual(40);
  });

  it('writes every request at debug', async () => {
    const records = await requestLog('debug', 10_000);
    expect(records.map((r) => r.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
    expect(records.every((r) => r.level === 20)).toBe(true);
  });
});
