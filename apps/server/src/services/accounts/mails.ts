import type { MailMessage } from '../../adapters/mail.js';
import { i18nFor, memberLocale } from '../../i18n/index.js';
import { escapeHtml } from '../../presenters/html.js';

/** Who an account mail goes to; it is written in their language (users.language, ADR 0027). */
export interface MailRecipient {
  email: string;
  name: string;
  language: string | null;
}

function compose(recipient: MailRecipient, subjectId: string, paragraphIds: string[], values: Record<string, string>, action?: { labelId: string; url: string }): MailMessage {
  const locale = memberLocale(recipient);
  const { t } = i18nFor(locale);
  const lines = [t('mail.greeting', { name: recipient.name }), ...paragraphIds.map((id) => t(id, values))];
  const signature = t('mail.signature');
  const label = action && t(action.labelId);
  const body = lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label ?? '')}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(t('mail.buttonFallback'))}<br>${escapeHtml(action.url)}</p>`
    : '';
  return {
    to: recipient.email,
    subject: t(subjectId),
    text: `${lines.join('\n\n')}\n\n${action ? `${label}: ${action.url}\n\n` : ''}${signature}\n`,
    html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">${body}${button}<p>${escapeHtml(signature)}</p></body></html>`,
  };
}

export function resetPasswordMail(to: MailRecipient, link: string): MailMessage {
  return compose(to, 'mail.reset.subject', ['mail.reset.body', 'mail.reset.expiry'], {}, { labelId: 'mail.reset.action', url: link });
}

/** Sent to the owner instead of revealing, on the sign-up form, that the address is taken. */
export function signupAttemptMail(to: MailRecipient, loginUrl: string, forgotUrl: string): MailMessage {
  return compose(to, 'mail.signupAttempt.subject', ['mail.signupAttempt.body', 'mail.signupAttempt.ifYou', 'mail.signupAttempt.ifNotYou'], { loginUrl, forgotUrl });
}

export function accountApprovedMail(to: MailRecipient, loginUrl: string): MailMessage {
  return compose(to, 'mail.approved.subject', ['mail.approved.body'], {}, { labelId: 'mail.approved.action', url: loginUrl });
}
