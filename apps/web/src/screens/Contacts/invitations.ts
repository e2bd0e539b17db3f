/** How long a new connection keeps its 'nuevo' badge and highlight (spec part 2 §9). */
export const NEW_CONNECTION_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Made in the last 24 hours; a date in the (slightly skewed) future also counts as new. */
export function isNewConnection(createdAt: string, now: number): boolean {
  const made = Date.parse(createdAt);
  return !Number.isNaN(made) && now - made < NEW_CONNECTION_WINDOW_MS;
}

export const INVITATION_SUBJECT = 'Te invito a WeLink';

/** The invitation sent by email or WhatsApp, pointing to this app's sign-up page. */
export function invitationText(origin: string): string {
  return (
    '¡Hola! Uso WeLink para guardar y compartir recomendaciones con mi familia y amigos ' +
    `(restaurantes, películas, libros, servicios...). Únete y conectemos: ${origin}/signup`
  );
}

/** mailto: link with a prefilled subject and body. The address keeps its '@' readable. */
export function emailInvitationHref(email: string, origin: string): string {
  const to = encodeURIComponent(email.trim()).replace(/%40/g, '@');
  const subject = encodeURIComponent(INVITATION_SUBJECT);
  const body = encodeURIComponent(invitationText(origin));
  return `mailto:${to}?subject=${subject}&body=${body}`;
}

/** WhatsApp click-to-chat: the number in E.164 (normalisePhone), digits only, as wa.me asks. */
export function whatsappInvitationHref(e164: string, origin: string): string {
  const digits = e164.replace(/\D/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(invitationText(origin))}`;
}
