import { ISSUE_LIMITS, type BrowserInfo } from '@welink/domain';
import { activeLocale, i18n } from '../../i18n/i18n';
// Registers the feedback texts in the catalogue.
import './messages';

/** What a report carries besides the member's words; captured when the modal opens and listed in it. */
export interface FeedbackContext {
  /** The page the member was on: origin and path only, since a query or hash may hold a token or a search. */
  url: string;
  userAgent: string;
  browserInfo: BrowserInfo;
  /** Shown to the member: which browser and system, and when. */
  browserLabel: string;
  dateLabel: string;
}

/**
 * Built when the modal first opens: this module loads with every member's screen, and the page's
 * first Intl formatter loads the locale's data (17–25 ms of main thread in Chromium).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDate(date: Date): string {
  const locale = activeLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' })));
  return format.format(date);
}

const cap = (value: string) => value.slice(0, ISSUE_LIMITS.browserInfoValueMax);

/** A readable browser name for the member; the full user agent travels in the report. */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return i18n.t('feedback.unknownBrowser');
}

/**
 * Language, platform, screen and window size, time zone: enough to reproduce a layout problem,
 * and nothing more (no fonts, plugins, canvas or hardware probes).
 */
export function collectBrowserInfo(): BrowserInfo {
  let timezone = '';
  try {
    timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An engine without time zone data: leave it blank.
  }
  return {
    language: cap(navigator.language ?? ''),
    platform: cap(navigator.platform ?? ''),
    screen: `${window.screen.width}x${window.screen.height}`,
    viewport: `${window.innerWidth}x${window.innerHeight}`,
    timezone: cap(timezone),
  };
}

/** Called when the modal opens (an event handler, not render): reads the browser and the clock. */
export function captureFeedbackContext(pathname: string, now = new Date()): FeedbackContext {
  const userAgent = navigator.userAgent.slice(0, ISSUE_LIMITS.userAgentMax);
  const browserInfo = collectBrowserInfo();
  const platform = typeof browserInfo.platform === 'string' && browserInfo.platform ? ` · ${browserInfo.platform}` : '';
  return {
    url: new URL(pathname, window.location.origin).href.slice(0, ISSUE_LIMITS.urlMax),
    userAgent,
    browserInfo,
    browserLabel: `${browserName(userAgent)}${platform}`,
    dateLabel: formatDate(now),
  };
}
