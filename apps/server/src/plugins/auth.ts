import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@welink/domain';
import type { TokenService } from '../adapters/tokens.js';
import type { Db } from '../db/client.js';
import { findUserById } from '../db/queries/users.js';
import type { UserRow } from '../db/schema/index.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: UserRow;
  }
}

export interface AuthHooks {
  requireUser(request: FastifyRequest): Promise<void>;
  requireAdmin(request: FastifyRequest): Promise<void>;
}

/**
 * A token is honoured only while its user exists, is approved and has not
 * revoked it (token version); so a password change, reset or rejection ends
 * every earlier session at once.
 */
export function createAuthHooks(db: Db, tokens: TokenService): AuthHooks {
  async function requireUser(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const claims = token ? tokens.verify(token) : null;
    const user = claims ? await findUserById(db, claims.userId) : undefined;
    if (!claims || !user || user.status !== 'approved' || user.tokenVersion !== claims.tv) {
      throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
    }
    request.viewer = user;
  }
  return {
    requireUser,
    async requireAdmin(request) {
      await requireUser(request);
      if (!request.viewer?.isAdmin) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
    },
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function viewerOf(request: FastifyRequest): UserRow {
  if (!request.viewer) throw new AppError('UNAUTHENTICATED', MESSAGES.unauthenticated);
  return request.viewer;
}
