import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@welink/domain';
import type { TokenService } from '../adapters/tokens.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';
import { authorize } from '../policies/index.js';
import { RATE_RULES, type RateLimiter } from './rateLimit.js';
import type { ViewerCache } from './viewerCache.js';

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: UserRow;
  }
}

export interface AuthHooks {
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A token is honoured only while its user exists, is approved and has not
 * revoked it (token version); so a password change, reset or rejection ends
 * every earlier session at once. Every member route passes here, so the
 * per-member request and write limits are counted here, once, for all of them. The row
 * comes from the viewer cache, which forgets a member as soon as their row changes.
 */
export function createAuthHooks(viewers: Pick<ViewerCache, 'get'>, tokens: TokenService, limiter: RateLimiter): AuthHooks {
  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const claims = token ? tokens.verify(token) : null;
    const user = claims ? await viewers.get(claims.userId) : undefined;
    if (!claims || !user || user.status !== 'approved' || user.tokenVersion !== claims.tv) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
    request.viewer = user;
    const checks = [{ rule: RATE_RULES.requestsPerUser, key: user.id }];
    if (WRITE_METHODS.has(request.method)) checks.push({ rule: RATE_RULES.writesPerUser, key: user.id });
    await limiter.consume(reply, checks);
  }
  return {
    requireUser,
    async requireAdmin(request, reply) {
      await requireUser(request, reply);
      authorize(viewerOf(request), 'administration.enter', null);
    },
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function viewerOf(request: FastifyRequest): UserRow {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return request.viewer;
}
