import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'kenh';
const AUDIENCE = 'kenh-api';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

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
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          audience: AUDIENCE,
        });
        const accountId = Number(payload.sub);
        const sessionId = payload.sid;
        if (!Number.isSafeInteger(accountId) || accountId <= 0 || typeof sessionId !== 'string') return null;
        return { accountId, sessionId };
      } catch {
        return null;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
