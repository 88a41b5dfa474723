import { describe, expect, it } from 'vitest';
import { formatReadable } from './readable-log.js';

const at = new Date(2026, 10, 25, 14, 2, 11).getTime();

describe('readable log lines', () => {
  it('shows time, level and message, and extra fields as key=value', () => {
    const line = JSON.stringify({
      level: 30,
      time: at,
      pid: 1,
      hostname: 'vm',
      msg: 'Server listening',
      port: 3000,
    });
    expect(formatReadable(line)).toBe('14:02:11 INFO   Server listening  port=3000\n');
  });

  it('shows a slow request as method, path, status and time, with its request id', () => {
    const line = JSON.stringify({
      level: 40,
      time: at,
      reqId: 'r-1',
      req: { method: 'GET', url: '/staff/api/list', host: 'localhost' },
      res: { statusCode: 200 },
      responseTime: 1532.4,
      msg: 'slow request',
    });
    expect(formatReadable(line)).toBe(
      '14:02:11 WARN   slow request  GET /staff/api/list → 200 in 1532 ms  reqId=r-1\n',
    );
  });

  it('indents an error stack below its line', () => {
    const line = JSON.stringify({
      level: 50,
      time: at,
      msg: 'boom',
      err: { message: 'x', stack: 'Error: x\n    at f' },
    });
    expect(formatReadable(line)).toBe('14:02:11 ERROR  boom\n    Error: x\n        at f\n');
  });

  it('passes a line that is not JSON through', () => {
    expect(formatReadable('plain text')).toBe('plain text\n');
  });
});
