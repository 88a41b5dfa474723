import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAccessTokens } from './access-token.js';

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());
  const tokens = createAccessTokens('a-secret-of-at-least-thirty-two-characters', 60);

  it('verifies its own tokens, again from the cache, until they expire', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z'), toFake: ['Date'] });
    const token = await tokens.sign({ accountId: 7, sessionId: 's-1' });
    expect(await tokens.verify(token)).toEqual({ accountId: 7, sessionId: 's-1' });
    vi.setSystemTime(new Date('2026-11-26T08:00:59Z'));
    expect(await tokens.verify(token)).toEqual({ accountId: 7, sessionId: 's-1' });
    vi.setSystemTime(new Date('2026-11-26T08:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a changed token and one signed with another secret, verified before or not', async () => {
    const token = await tokens.sign({ accountId: 7, sessionId: 's-2' });
    expect(await tokens.verify(token)).not.toBeNull();
    const [header, payload, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '1' }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
    const other = createAccessTokens('another-secret-of-thirty-two-characters!', 60);
    expect(await tokens.verify(await other.sign({ accountId: 7, sessionId: 's-2' }))).toBeNull();
  });
});
