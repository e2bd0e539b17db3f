import type { MailMessage } from '../../adapters/mail.js';
import type { DigestQuestionRow, DigestWeLinkRow } from '../../db/queries/digest.js';
import { escapeHtml } from '../../presenters/html.js';

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

const stars = (rating: number) => `${rating}★`;

function sectionsOf(content: DigestContent): Section[] {
  const sections: Section[] = [
    {
      heading: 'Lo mejor valorado de tus contactos esta semana',
      lines: content.best.map((w) => `«${w.title}» — ${stars(w.rating)} de ${w.names}`),
    },
    {
      heading: 'Preguntas que aún no has respondido',
      lines: content.questions.map((q) => `${q.askerName} pregunta: «${q.title}»`),
    },
    {
      heading: 'Tus pendientes que tus contactos han valorado bien',
      lines: content.pending.map((w) => `«${w.title}» — ${stars(w.rating)} de ${w.names}`),
    },
  ];
  return sections.filter((s) => s.lines.length > 0);
}

/** The digest in text and html; every member-written text is escaped in the html. */
export function digestMail(to: string, name: string, content: DigestContent, links: { app: string; unsubscribe: string }): MailMessage {
  const sections = sectionsOf(content);
  const greeting = `Hola, ${name}:`;
  const intro = 'Esto es lo que ha pasado esta semana en tu círculo de WeLink.';
  const footer = `Recibes este resumen porque lo activaste en Ajustes. Para no recibirlo más: ${links.unsubscribe}`;
  const text = [
    greeting,
    intro,
    ...sections.map((s) => `${s.heading}\n${s.lines.map((l) => `- ${l}`).join('\n')}`),
    `Abrir WeLink: ${links.app}`,
    footer,
  ].join('\n\n');
  const html = `<!doctype html><html lang="es"><body style="font-family:sans-serif;line-height:1.5">
<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>
${sections.map((s) => `<h2 style="font-size:17px">${escapeHtml(s.heading)}</h2><ul>${s.lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`).join('\n')}
<p><a href="${escapeHtml(links.app)}">Abrir WeLink</a></p>
<p style="font-size:13px;color:#555">Recibes este resumen porque lo activaste en Ajustes. <a href="${escapeHtml(links.unsubscribe)}">Darme de baja</a></p>
</body></html>`;
  return {
    to,
    subject: 'Tu resumen semanal de WeLink',
    text: `${text}\n\n— El equipo de WeLink\n`,
    html,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
