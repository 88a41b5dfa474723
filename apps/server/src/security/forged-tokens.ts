import { randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import type { TestApp } from '../testing/test-app.js';
import { bearer, signedInAccount } from '../testing/accounts.js';

export interface ForgedToken {
  label: string;
  token: string;
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Tokens that must never authenticate, built from a real access token of ours:
 * - `other-secret`: the same claims, properly signed with a secret the server does not hold;
 * - `changed-claims`: the real header and signature over claims naming `otherAccountId`;
 * - `alg-none`: an unsigned token (`alg: none`) with the real claims;
 * - `garbage`: not a JWT at all.
 */
export async function forgedTokens(realToken: string, otherAccountId: number): Promise<ForgedToken[]> {
  const claims = decodeJwt(realToken);
  const [header, , signature] = realToken.split('.');
  const otherSecret = await new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(randomBytes(32));
  const changedClaims = `${header}.${base64url({ ...claims, sub: String(otherAccountId) })}.${signature}`;
  const algNone = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.`;
  return [
    { label: 'other-secret', token: otherSecret },
    { label: 'changed-claims', token: changedClaims },
    { label: 'alg-none', token: algNone },
    { label: 'garbage', token: 'not.a.token' },
  ];
}

/** A genuine, validly signed access token whose session was ended by logging out. */
export async function revokedToken(t: TestApp): Promise<ForgedToken> {
  const account = await signedInAccount(t);
  const response = await t.app.inject({
    method: 'POST',
    url: '/account/api/logout',
    headers: bearer(account.accessToken),
    payload: {},
  });
  if (response.statusCode !== 200) throw new Error(`logout failed: ${response.statusCode} ${response.body}`);
  return { label: 'revoked', token: account.accessToken };
}
