/** pino's numeric levels, as a person reads them (padded so the messages line up). */
const LEVEL_NAMES: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};
/** Fields every record has or that the line already shows in its own words. */
const SHOWN = new Set([
  'level',
  'time',
  'pid',
  'hostname',
  'msg',
  'req',
  'res',
  'err',
  'responseTime',
  'reqId',
]);

interface LogRecord {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { message?: string; stack?: string };
  responseTime?: number;
  reqId?: string;
  [field: string]: unknown;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');
const clock = (time: number) => {
  const at = new Date(time);
  return `${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}:${twoDigits(at.getSeconds())}`;
};
const formatValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * One pino JSON record as a terminal line: `14:02:11 WARN  slow request  GET /staff/api/list → 200
 * in 1532 ms  reqId=…`, extra fields as `key=value`, an error's stack indented below. A line that is
 * not JSON passes through unchanged.
 */
export function formatReadable(line: string): string {
  let record: LogRecord;
  try {
    record = JSON.parse(line) as LogRecord;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const parts = [`${clock(record.time ?? Date.now())} ${LEVEL_NAMES[record.level ?? 30] ?? 'INFO '}`];
  if (record.msg) parts.push(record.msg);
  if (record.req?.method) {
    const status = record.res?.statusCode === undefined ? '' : ` → ${record.res.statusCode}`;
    const time = record.responseTime === undefined ? '' : ` in ${Math.round(record.responseTime)} ms`;
    parts.push(`${record.req.method} ${record.req.url ?? ''}${status}${time}`);
  }
  const fields = Object.entries(record)
    .filter(([key, value]) => !SHOWN.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${formatValue(value)}`);
  if (record.reqId && (record.level ?? 30) >= 40) fields.push(`reqId=${record.reqId}`);
  if (fields.length > 0) parts.push(fields.join(' '));
  const stack = record.err?.stack ?? record.err?.message;
  const detail = stack ? `\n    ${stack.split('\n').join('\n    ')}` : '';
  return `${parts.join('  ')}${detail}\n`;
}

/** A pino destination that writes readable lines to `target` (the terminal). */
export function readableLogStream(target: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write: (line) => {
      target.write(formatReadable(line));
    },
  };
}
