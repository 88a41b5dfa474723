/** What an answer looks like to the checks: status, headers, raw body. */
export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

const STACK = /\bat .*\.[cm]?[jt]s:\d+|"stack"\s*:|\bnode_modules\//i;
const SQL =
  /select |insert into|syntax error|delete from|update .* set |violates .* constraint|relation ".*"/i;

const safeDecode = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Why an answer is unacceptable, or [] when it is fine: a 5xx; a body that is not the JSON
 * envelope `{ code: <status>, message: string }` (binary 200 downloads excepted); a stack trace,
 * SQL text or the request URL in the body.
 */
export function answerProblems(answer: Answer, url: string): string[] {
  const problems: string[] = [];
  const { statusCode: status, body } = answer;
  if (status >= 500) problems.push(`status ${status}`);
  const contentType = answer.headers['content-type'];
  const type = typeof contentType === 'string' ? contentType : '';
  const binarySuccess = status === 200 && !type.includes('json');
  if (!binarySuccess) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      problems.push(`body is not JSON: ${JSON.stringify(body.slice(0, 80))}`);
    }
    if (parsed !== undefined) {
      const envelope = parsed as { code?: unknown; message?: unknown };
      if (typeof envelope !== 'object' || envelope === null || envelope.code !== status)
        problems.push(`envelope code ${String(envelope?.code)} ≠ status ${status}`);
      if (typeof envelope?.message !== 'string') problems.push('envelope without a message');
    }
  }
  if (!binarySuccess) {
    if (STACK.test(body)) problems.push('stack trace in the body');
    if (SQL.test(body)) problems.push('SQL text in the body');
    const path = url.split('?')[0]!;
    if (body.includes(url) || body.includes(path) || body.includes(safeDecode(path)))
      problems.push('the request URL is echoed');
  }
  return problems;
}
