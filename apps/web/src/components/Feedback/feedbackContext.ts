import { ISSUE_LIMITS, type BrowserInfo } from '@welink/domain';

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
let dateFormat: Intl.DateTimeFormat | undefined;
const formatDate = (date: Date) => (dateFormat ??= new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short' })).format(date);

const cap = (value: string) => value.slice(0, ISSUE_LIMITS.browserInfoValueMax);

/** A readable browser name for the member; the full user agent travels in the report. */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/OPR\//.test(userAgent)) return 'Opera';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Navegador desconocido';
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
