import { ISSUE_MESSAGES, ISSUE_TYPE_LABELS, type IssueType } from '@welink/domain';
import type { ExternalServices } from '../config.js';

export interface GithubIssueDraft {
  title: string;
  body: string;
  labels: string[];
}

/** Opens issues in the project's GitHub repository; `null` when GitHub is not configured. */
export interface GithubIssues {
  readonly isConfigured: boolean;
  /** Throws when GitHub refuses, fails or does not answer in time; the caller decides what that means. */
  openIssue(draft: GithubIssueDraft): Promise<{ url: string } | null>;
}

export const GITHUB_TIMEOUT_MS = 5_000;

/** Without GITHUB_TOKEN and GITHUB_REPO nothing leaves the server. */
const notConfigured: GithubIssues = { isConfigured: false, openIssue: async () => null };

/** POST {apiUrl}/repos/{owner}/{repo}/issues (REST API 2022-11-28), answered 201 with `html_url`. */
export function createGithubIssues(config: ExternalServices['github']): GithubIssues {
  const { token, repo, apiUrl } = config;
  if (!token || !repo) return notConfigured;
  const endpoint = `${apiUrl}/repos/${repo}/issues`;

  return {
    isConfigured: true,
    async openIssue(draft) {
      const res = await fetch(endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/vnd.github+json',
          'x-github-api-version': '2022-11-28',
          'content-type': 'application/json',
          'user-agent': 'WeLink',
        },
        body: JSON.stringify(draft),
        // The token must never follow a redirect to another host.
        redirect: 'error',
        signal: AbortSignal.timeout(GITHUB_TIMEOUT_MS),
      });
      if (res.status !== 201) {
        await res.body?.cancel();
        throw new Error(`GitHub answered ${res.status} to the new issue`);
      }
      const answer = (await res.json()) as { html_url?: unknown };
      // The dashboard shows it as a link: only an http(s) address is kept.
      if (typeof answer.html_url !== 'string' || !/^https?:\/\/\S+$/i.test(answer.html_url)) {
        throw new Error('GitHub answered without a usable html_url');
      }
      return { url: answer.html_url };
    },
  };
}

/** What the GitHub copy may say about a report: no author, only what to hide. */
export interface FeedbackForGithub {
  id: string;
  title: string;
  description: string;
  type: IssueType;
  url: string | null;
  userAgent: string | null;
  browserInfo: Record<string, unknown> | null;
  createdAt: Date;
  /** The author's email and phone, blanked wherever the member typed them. */
  secrets: Array<string | null>;
}

/**
 * The GitHub copy of a feedback report, in Spanish. The repository may be
 * public, so the author stays anonymous: their email and phone are blanked
 * even where they typed them, the page loses its query and fragment (reset
 * links carry tokens there), and @mentions cannot ping anyone.
 */
export function feedbackIssueDraft(feedback: FeedbackForGithub): GithubIssueDraft {
  const secrets = feedback.secrets.filter((s): s is string => Boolean(s && s.length >= 5));
  const clean = (text: string) => {
    let out = text;
    for (const secret of secrets) out = out.replace(new RegExp(escapeRegExp(secret), 'gi'), '[oculto]');
    return out.replace(/@(?=[\w-])/g, '@\u200b');
  };
  const typeLabel = ISSUE_TYPE_LABELS[feedback.type];
  const info = feedback.browserInfo ? JSON.stringify(feedback.browserInfo, null, 2) : null;
  const lines = [
    `**Tipo:** ${typeLabel}`,
    `**Página:** ${feedback.url ? clean(pageOf(feedback.url)) : 'no indicada'}`,
    `**Navegador:** ${feedback.userAgent ? clean(feedback.userAgent) : 'no indicado'}`,
    `**Fecha:** ${feedback.createdAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
    '',
    `_${ISSUE_MESSAGES.sentByMember}_`,
    '',
    '### Descripción',
    '',
    clean(feedback.description),
    ...(info ? ['', '<details><summary>Información del navegador</summary>', '', '```json', clean(info), '```', '', '</details>'] : []),
    '',
    `Referencia en WeLink: \`${feedback.id}\``,
  ];
  return { title: `[${typeLabel}] ${clean(feedback.title)}`, body: lines.join('\n'), labels: ['feedback', feedback.type] };
}

/** The path of the page only: '/reset-password?token=…' becomes '/reset-password'. */
function pageOf(url: string): string {
  if (url.startsWith('/')) return url.split(/[?#]/)[0] ?? '/';
  try {
    return new URL(url).pathname;
  } catch {
    return '/';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
