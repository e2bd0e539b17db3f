import { DIGEST_MESSAGES } from '@welink/domain';
import type { MailMessage } from '../../adapters/mail.js';
import type { DigestQuestionRow, DigestWeLinkRow } from '../../db/queries/digest.js';
import { i18nFor, memberLocale, translateDomainText } from '../../i18n/index.js';
import { escapeHtml } from '../../presenters/html.js';
import type { MailRecipient } from '../accounts/mails.js';

export interface DigestContent {
  best: DigestWeLinkRow[];
  questions: DigestQuestionRow[];
  pending: DigestWeLinkRow[];
}

export const isEmptyDigest = (content: DigestContent) =>
  content.best.length === 0 && content.questions.length === 0 && content.pending.length === 0;

interface Section {
  heading: string;
  lines: string[];
}

type Say = (id: string, values?: Record<string, string | number>) => string;

function sectionsOf(content: DigestContent, t: Say): Section[] {
  const rated = (w: DigestWeLinkRow) => t('digest.rated', { title: w.title, rating: w.rating, names: w.names });
  const sections: Section[] = [
    { heading: t('digest.best'), lines: content.best.map(rated) },
    { heading: t('digest.questions'), lines: content.questions.map((q) => t('digest.asks', { name: q.askerName, title: q.title })) },
    { heading: t('digest.pending'), lines: content.pending.map(rated) },
  ];
  return sections.filter((s) => s.lines.length > 0);
}

/**
 * The digest in text and html, in the member's language (users.language; Spanish when unset, ADR 0027);
 * every member-written text is escaped in the html.
 */
export function digestMail(to: MailRecipient, content: DigestContent, links: { app: string; unsubscribe: string }): MailMessage {
  const locale = memberLocale(to);
  const { t } = i18nFor(locale);
  const sections = sectionsOf(content, t);
  const greeting = t('mail.greeting', { name: to.name });
  const intro = t('digest.intro');
  const why = t('digest.why');
  const open = t('digest.open');
  const text = [
    greeting,
    intro,
    ...sections.map((s) => `${s.heading}\n${s.lines.map((l) => `- ${l}`).join('\n')}`),
    `${open}: ${links.app}`,
    `${why} ${t('digest.stop', { url: links.unsubscribe })}`,
  ].join('\n\n');
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
${sections.map((s) => `<h2 style="font-size:17px">${escapeHtml(s.heading)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`).join('\n')}
<p><a href="${escapeHtml(links.app)}">${escapeHtml(open)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(why)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(translateDomainText(DIGEST_MESSAGES.unsubscribeButton, locale))}</a></p>
</body></html>`;
  return {
    to: to.email,
    subject: t('digest.subject'),
    text: `${text}\n\n${t('mail.signature')}\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
