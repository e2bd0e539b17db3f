import type { BenchDb, SeedRecord } from './benchDb.js';
import { SIZES, benchEmail } from './config.js';

/** What one bench member needs for the calls: read from the seeded database before the server starts. */
export interface BenchUser {
  email: string;
  guideId: string;
  ownItemIds: string[];
  /** Questions of members they follow, for the responses of the mixed workload. */
  questionIds: string[];
  /** Members they follow, for Pendientes en común. */
  friendIds: string[];
}

/**
 * One member per connection, spread over the whole heavy-tailed range (member
 * 1 is the most followed and most prolific); each reads a public 200-item guide,
 * their own when they have one.
 */
export async function planUsers(db: BenchDb, record: SeedRecord, connections: number): Promise<BenchUser[]> {
  const size = SIZES[record.size];
  const stride = Math.max(1, Math.floor(size.users / connections));
  const numbers = Array.from({ length: connections }, (_, i) => 1 + ((i * stride) % size.users));
  const guides = await db.query<{ id: string; email: string }>(
    `SELECT l.id, u.email FROM lists l JOIN users u ON u.id = l.user_id WHERE l.name LIKE 'Guía grande %' AND l.is_public ORDER BY l.created_at, l.id`,
  );
  if (guides.length === 0) throw new Error('The seeded database has no 200-item guide: seed it again');
  const guideOf = new Map(guides.map((g) => [g.email, g.id]));
  const users: BenchUser[] = [];
  for (const [i, n] of numbers.entries()) {
    const email = benchEmail(n);
    const own = await db.query<{ id: string }>(
      `SELECT i.id FROM items i JOIN users u ON u.id = i.user_id WHERE u.email = $1 ORDER BY i.created_at DESC, i.id DESC LIMIT 10`,
      [email],
    );
    const questions = await db.query<{ id: string }>(
      `SELECT e.id FROM users u JOIN follows f ON f.follower_id = u.id
       CROSS JOIN LATERAL (SELECT e.id FROM events e WHERE e.user_id = f.followee_id AND e.type = 'question' ORDER BY e.created_at DESC LIMIT 1) e
       WHERE u.email = $1 LIMIT 10`,
      [email],
    );
    const friends = await db.query<{ id: string }>(
      `SELECT f.followee_id AS id FROM users u JOIN follows f ON f.follower_id = u.id WHERE u.email = $1 ORDER BY f.followee_id LIMIT 10`,
      [email],
    );
    const fallbackGuide = guides[i % guides.length]?.id ?? '';
    users.push({ email, guideId: guideOf.get(email) ?? fallbackGuide, ownItemIds: own.map((r) => r.id), questionIds: questions.map((r) => r.id), friendIds: friends.map((r) => r.id) });
  }
  return users;
}
