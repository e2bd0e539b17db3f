import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, notificationText } from '@welink/domain';
import { pushPayload } from './pushNotifications.js';

/** What a push says, kind by kind, in the recipient's language (ADR 0027). */
describe('pushPayload', () => {
  const of = (kind: (typeof NOTIFICATION_KINDS)[number], language: string | null) =>
    pushPayload({ notificationId: 'n1', kind, actorName: 'Bruno', title: 'Dune', rating: 4, language });

  it.each(NOTIFICATION_KINDS)('says %s in Spanish, word for word as the notifications screen (notificationText), for a member without a language or with Spanish', (kind) => {
    const spanish = notificationText({ kind, actor: { name: 'Bruno' }, title: 'Dune', rating: 4 });
    expect(of(kind, null)).toEqual({ title: 'WeLink', body: spanish, url: '/notificaciones', tag: 'n1' });
    expect(of(kind, 'es').body).toBe(spanish);
  });

  it('says every kind in English to a member who chose it', () => {
    expect(NOTIFICATION_KINDS.map((kind) => of(kind, 'en').body)).toEqual([
      'Bruno gave 4★ to “Dune”, which you recommended',
      'Bruno saved “Dune” from your History',
      'Bruno answered your question “Dune”',
      'Bruno wants to connect with you',
      'Bruno accepted your connection request',
    ]);
  });
});
