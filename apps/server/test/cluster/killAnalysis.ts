import type { AnswerRecord } from '../load/memberLoad.js';
import type { Check } from './crossHostChecks.js';

/** What the balancer and the clock said at the moment a host was killed. */
export interface Kill {
  host: string;
  /**
   * performance.now() when HAProxy's count was read, when the SIGKILL was sent just after, and
   * when the host's exit was seen: a request sent in between may still have reached it.
   */
  sampledAt: number;
  killedAt: number;
  diedAt: number;
  /** Requests HAProxy had sent to the host and not yet seen answered, read just before the kill. */
  inFlightOnHost: number;
  /** The same count for the other host, at the same moment. */
  inFlightOnOther: number;
  /** Seconds until HAProxy's health check marked the host DOWN. */
  markedDownAfter: number | undefined;
}

const isFailure = (status: number) => status === 0 || status >= 500;

/**
 * The load's answers, split by the kill: before it both hosts answer and nothing fails; a
 * failure must be a request in flight at the kill; there are no more failures than requests
 * the dead host held (HAProxy's count, plus any sent between reading it and the kill); after
 * it every member is answered, by the surviving host alone.
 */
export function judgeKill(records: AnswerRecord[], kill: Kill, memberCount: number): Check[] {
  const hostOf = (r: AnswerRecord) => r.answer.headers?.get('x-welink-host') ?? undefined;
  const before = records.filter((r) => r.ended < kill.killedAt);
  const spanning = records.filter((r) => r.started <= kill.diedAt && r.ended >= kill.killedAt);
  const after = records.filter((r) => r.started > kill.diedAt);
  const failuresBefore = before.filter((r) => isFailure(r.status));
  const failuresSpanning = spanning.filter((r) => isFailure(r.status));
  const failuresAfter = after.filter((r) => isFailure(r.status));
  const hostsBefore = countBy(before.map(hostOf));
  const hostsAfter = countBy(after.map(hostOf));
  const sentInGap = records.filter((r) => r.started >= kill.sampledAt && r.started <= kill.diedAt).length;
  const bound = kill.inFlightOnHost + sentInGap;
  const failures = failuresBefore.length + failuresSpanning.length + failuresAfter.length;
  // Every member who asked after the kill was answered there.
  const askedAfter = new Set(after.map((r) => r.member));
  const answeredAfter = new Set(after.filter((r) => !isFailure(r.status)).map((r) => r.member));

  return [
    {
      name: 'zero 5xx while both hosts ran',
      passed: failuresBefore.length === 0 && Object.keys(hostsBefore).length >= 2,
      detail: `${before.length} answers (${describe(hostsBefore)}), ${failuresBefore.length} 5xx or unanswered`,
    },
    {
      name: `errors stay within the requests in flight on host ${kill.host} when it was killed`,
      passed: failures <= bound && failuresBefore.length === 0 && failuresAfter.length === 0,
      detail:
        `${failures} failed, ${failuresSpanning.length} of them in flight at the kill (${statuses(failuresSpanning)}), ${failuresAfter.length} sent after it` +
        `${failuresAfter.length ? ` (${statuses(failuresAfter)})` : ''}; host ${kill.host} held ${kill.inFlightOnHost} (the other ${kill.inFlightOnOther}) (+${sentInGap} sent between reading that and its exit, ${(kill.diedAt - kill.killedAt).toFixed(0)} ms after the SIGKILL)`,
    },
    {
      name: `the balancer moves members to the surviving host`,
      passed: after.length > 0 && answeredAfter.size === askedAfter.size && failuresAfter.length === 0 && !(kill.host in hostsAfter),
      detail:
        `${after.length} requests after the kill (${describe(hostsAfter)}), ${answeredAfter.size} of ${memberCount} members answered, ` +
        `none by host ${kill.host}; HAProxy marked it DOWN after ${kill.markedDownAfter?.toFixed(1) ?? '?'} s`,
    },
  ];
}

function countBy(values: Array<string | undefined>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const v of values) counts[v ?? 'none'] = (counts[v ?? 'none'] ?? 0) + 1;
  return counts;
}

const describe = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([host, n]) => `host ${host}: ${n}`)
    .join(', ');

/** "502×3, no answer (ECONNRESET: …)×2". */
function statuses(records: AnswerRecord[]): string {
  const counts = countBy(records.map((r) => (r.status === 0 ? `no answer (${r.answer.error ?? '?'})` : String(r.status))));
  return Object.entries(counts).map(([what, n]) => `${what}×${n}`).join(', ') || 'none';
}
