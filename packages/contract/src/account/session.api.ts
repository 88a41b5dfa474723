import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { loginBody, loginResult, refreshBody, refreshResult } from './session.schemas.js';

const tags = ['account'] as const;

/**
 * The session calls alone: the sign-in page and the API client's token refresh import only these,
 * so the start-up bundle does not carry every account endpoint's schemas.
 */
export const sessionApi = {
  login: defineEndpoint({
    method: 'POST',
    path: '/account/api/login',
    summary: 'Sign in with username and password',
    tags,
    public: true,
    rateLimit: 'login',
    body: loginBody,
    response: loginResult,
  }),
  refreshToken: defineEndpoint({
    method: 'POST',
    path: '/account/api/refresh_token',
    summary: 'Exchange a refresh token for a new access token (the refresh token rotates)',
    tags,
    public: true,
    rateLimit: 'refresh',
    body: refreshBody,
    response: refreshResult,
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/account/api/logout',
    summary: 'End the current session on the server',
    tags,
    permission: SIGNED_IN,
    response: z.object({}),
  }),
};
