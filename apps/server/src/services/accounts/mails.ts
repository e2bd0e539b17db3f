import type { MailMessage } from '../../adapters/mail.js';
import { escapeHtml } from '../../presenters/html.js';

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Si el botón no funciona, copia este enlace en tu navegador:<br>${escapeHtml(action.url)}</p>`
    : '';
  return `<!doctype html><html lang="es"><body style="font-family:sans-serif;line-height:1.5">${body}${button}<p>— El equipo de WeLink</p></body></html>`;
}

export function resetPasswordMail(to: string, name: string, link: string): MailMessage {
  const lines = [
    `Hola, ${name}:`,
    'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de WeLink.',
    'El enlace caduca en 1 hora y solo se puede usar una vez. Si no has sido tú, ignora este mensaje: tu contraseña no cambiará.',
  ];
  return {
    to,
    subject: 'Restablece tu contraseña de WeLink',
    text: `${lines.join('\n\n')}\n\nRestablecer contraseña: ${link}\n\n— El equipo de WeLink\n`,
    html: layout(lines, { label: 'Restablecer contraseña', url: link }),
  };
}

/** Sent to the owner instead of revealing, on the sign-up form, that the address is taken. */
export function signupAttemptMail(to: string, name: string, loginUrl: string, forgotUrl: string): MailMessage {
  const lines = [
    `Hola, ${name}:`,
    'Alguien ha intentado crear una cuenta de WeLink con tu email o tu teléfono, que ya tienen una cuenta.',
    `Si has sido tú, inicia sesión en ${loginUrl}. Si no recuerdas tu contraseña, puedes restablecerla en ${forgotUrl}.`,
    'Si no has sido tú, no tienes que hacer nada.',
  ];
  return { to, subject: 'Intento de registro en WeLink', text: `${lines.join('\n\n')}\n\n— El equipo de WeLink\n`, html: layout(lines) };
}

export function accountApprovedMail(to: string, name: string, loginUrl: string): MailMessage {
  const lines = [`Hola, ${name}:`, 'Un administrador ha aprobado tu solicitud. Ya puedes iniciar sesión en WeLink.'];
  return {
    to,
    subject: 'Tu cuenta de WeLink ha sido aprobada',
    text: `${lines.join('\n\n')}\n\nIniciar sesión: ${loginUrl}\n\n— El equipo de WeLink\n`,
    html: layout(lines, { label: 'Iniciar sesión', url: loginUrl }),
  };
}
