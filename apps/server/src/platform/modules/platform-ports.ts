import type { AccessLoader } from '../app-context.js';
import type { CallerResolver, SessionVerifier } from '../auth/caller.js';
import { definePort } from './ports.js';

/**
 * What the platform itself takes from modules (it imports none): the account module verifies
 * sessions, the access module computes what an account may do, and the composition root joins
 * them into the one caller resolver the HTTP hooks and the live channel share.
 */
export const PLATFORM_PORTS = {
  verifySession: definePort<SessionVerifier>('platform.verifySession'),
  loadAccess: definePort<AccessLoader>('platform.loadAccess'),
  resolveCaller: definePort<CallerResolver>('platform.resolveCaller'),
};
