import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'kenh';
const AUDIENCE = 'kenh-api';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

/** Verified tokens kept per process before the cache starts over (~200 bytes each). */
const MAX_VERIFIED = 10_000;

/** HS256 access tokens: `sub` = account id, `sid` = session id; short-lived, never stored. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  // Imported once: given raw bytes, jose imports a CryptoKey again on every sign and verify.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature and claims never change, so a token verified once needs only its expiry
  // checked again: every request of a signed-in user presents the same token, and the WebCrypto
  // HMAC check was a twentieth of the server's CPU under list load. Whether its session is still
  // live is checked on every request elsewhere (session.service.ts).
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    sign: async (claims: AccessClaims): Promise<string> =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(await key),
    /** Null for anything that is not a valid, unexpired token of ours. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now() / 1000) return known.claims;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const accountId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(accountId) || accountId <= 0 || typeof sessionId !== 'string') return null;
        const claims = { accountId, sessionId };
        if (typeof payload.exp === 'number') {
          if (verified.size >= MAX_VERIFIED) verified.clear();
          verified.set(token, { claims, expiresAt: payload.exp });
        }
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
