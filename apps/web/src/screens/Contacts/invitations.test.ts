import { describe, expect, it } from 'vitest';
import {
  emailInvitationHref,
  invitationText,
  isNewConnection,
  whatsappInvitationHref,
} from './invitations';

const origin = 'https://welink.example';
const now = Date.parse('2025-10-10T12:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();
const DAY = 24 * 60 * 60 * 1000;

describe('isNewConnection', () => {
  it('is new up to 24 hours after the connection, not from then on', () => {
    expect(isNewConnection(before(0), now)).toBe(true);
    expect(isNewConnection(before(DAY - 1), now)).toBe(true);
    expect(isNewConnection(before(DAY), now)).toBe(false);
    expect(isNewConnection(before(3 * DAY), now)).toBe(false);
  });

  it('treats a date slightly ahead of the clock as new, and an unreadable one as not', () => {
    expect(isNewConnection(before(-60_000), now)).toBe(true);
    expect(isNewConnection('ayer', now)).toBe(false);
  });
});

describe('invitations', () => {
  it('invites to the sign-up page of this app, in Spanish', () => {
    expect(invitationText(origin)).toContain('WeLink');
    expect(invitationText(origin)).toContain(`${origin}/signup`);
  });

  it('builds a mailto: link with subject and body', () => {
    const href = emailInvitationHref(' ana+amigos@example.com ', origin);
    expect(href.startsWith('mailto:ana%2Bamigos@example.com?')).toBe(true);
    const params = new URLSearchParams(href.split('?')[1]);
    expect(params.get('subject')).toBe('Te invito a WeLink');
    expect(params.get('body')).toBe(invitationText(origin));
  });

  it('builds a wa.me link with the digits of the E.164 number and the encoded text', () => {
    const href = whatsappInvitationHref('+34600123456', origin);
    expect(href).toBe(`https://wa.me/34600123456?text=${encodeURIComponent(invitationText(origin))}`);
  });
});
