import { i18n } from '../../i18n/i18n';
// Registers the Contacts texts in the catalogue.
import './messages';

/** How long a new connection keeps its 'nuevo' badge and highlight (spec part 2 §9). */
export const NEW_CONNECTION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Made in the last 24 hours; a date in the (slightly skewed) future also counts as new. */
export function isNewConnection(createdAt: string, now: number): boolean {
  const made = Date.parse(createdAt);
  return !Number.isNaN(made) && now - made < NEW_CONNECTION_WINDOW_MS;
}

/** The invitation sent by email or WhatsApp, in the member's language, pointing to this app's sign-up page. */
export function invitationText(origin: string): string {
  return i18n.t('contacts.invitation.text', { url: `${origin}/signup` });
}

/** mailto: link with a prefilled subject and body. The address keeps its '@' readable. */
export function emailInvitationHref(email: string, origin: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const subject = encodeURIComponent(i18n.t('contacts.invitation.subject'));
  const body = encodeURIComponent(invitationText(origin));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/** WhatsApp click-to-chat: the number in E.164 (normalisePhone), digits only, as wa.me asks. */
export function whatsappInvitationHref(e164: string, origin: string): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(invitationText(origin))}`;
}
