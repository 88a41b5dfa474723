import { z } from 'zod';
import { defineEndpoint, SIGNED_IN } from '../shared/endpoint.js';
import { loginBody, loginResult, refreshBody, refreshResult } from './account.schemas.js';

const tags = ['account'] as const;

/** Account and session calls, under the `account` service prefix. */
export const accountApi = {
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
} as const;
