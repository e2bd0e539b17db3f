import { DIGEST_MESSAGES, type Locale } from '@welink/domain';
import { i18nFor, translateDomainText } from '../i18n/index.js';
import { escapeHtml } from './html.js';

/**
 * The page an unsubscribe link opens: a plain HTML page (no script, no login), so it works from
 * any mail client. A GET only asks; the button POSTs, as RFC 8058 clients do on their own.
 * `message` is already in `locale`.
 */
export function unsubscribePage(locale: Locale, message: string, confirmAction?: string): string {
  const form = confirmAction
    ? `<form method="post" action="${escapeHtml(confirmAction)}"><button type="submit">${escapeHtml(translateDomainText(DIGEST_MESSAGES.unsubscribeButton, locale))}</button></form>`
    : '';
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(i18nFor(locale)._('digest.page.title'))}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1rem;border-radius:6px;border:0;background:#2563eb;color:#fff;cursor:pointer}</style>
</head><body><h1>WeLink</h1><p>${escapeHtml(message)}</p>${form}</body></html>`;
}
