import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_MESSAGES, IDEMPOTENCY_REPLAYED_HEADER } from '@welink/domain';
import type { Db } from '../db/client.js';
import { claimIdempotencyKey, keepIdempotentAnswer, releaseIdempotencyKey } from '../db/queries/idempotencyKeys.js';
import { AppError } from '../errors.js';
import { viewerOf } from './auth.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The Idempotency-Key this request holds, and whether its answer is kept. */
    idempotency?: { key: string; kept: boolean };
  }
}

/** The write a key names: a repeat must be the same method, path and body. */
const fingerprintOf = (request: FastifyRequest) =>
  createHash('sha256').update(`${request.method} ${request.url}\n`).update(JSON.stringify(request.body ?? null)).digest('base64url');

/**
 * Route hooks that make a signed-in member's write happen once per Idempotency-Key (its route's
 * `headers` schema is IdempotentHeadersSchema, which reads the key): the first request does it
 * and its success is kept; a repeat gets that answer again, marked Idempotency-Replayed; a
 * refusal or failure frees the key, so the write can be sent again. Without the header nothing
 * changes.
 */
export function idempotentWrites(db: Db) {
  return {
    async preHandler(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const key = (request.headers as Record<string, string | undefined>)[IDEMPOTENCY_KEY_HEADER];
      if (!key) return;
      const viewer = viewerOf(request);
      const fingerprint = fingerprintOf(request);
      const claim = await claimIdempotencyKey(db, viewer.id, key, fingerprint);
      if (claim.kind === 'claimed') {
        request.idempotency = { key, kept: false };
        return;
      }
      if (claim.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.keyReused);
      if (claim.kind === 'underWay') throw new AppError('CONFLICT', IDEMPOTENCY_MESSAGES.inProgress);
      await reply.code(claim.status).header(IDEMPOTENCY_REPLAYED_HEADER, 'true').send(claim.answer);
    },

    async preSerialization(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
      const held = request.idempotency;
      if (held && reply.statusCode >= 200 && reply.statusCode < 300) {
        await keepIdempotentAnswer(db, viewerOf(request).id, held.key, reply.statusCode, payload);
        held.kept = true;
      }
      return payload;
    },

    // Before the answer leaves, so a client that sends the write again at once finds the key free.
    async onSend(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
      const held = request.idempotency;
      if (held && !held.kept) await releaseIdempotencyKey(db, viewerOf(request).id, held.key);
      return payload;
    },
  };
}
