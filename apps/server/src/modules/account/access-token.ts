import { SignJWT, jwtVerify } from 'jose';

const ISSUER = 'kenh';
const AUDIENCE = 'kenh-api';

export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

/** HS256 access tokens: `sub` = account id, `sid` = session id; short-lived, never stored. */
export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims: AccessClaims): Promise<string> =>
      new SignJWT({ sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.accountId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    /** Null for anything that is not a valid, unexpired token of ours. */
    verify: async (token: string): Promise<AccessClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, {
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
