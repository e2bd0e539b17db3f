import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { processCpuMs } from '../../bench/cpuTime.js';

/**
 * Where a page's main thread spends a first load, read from a Chromium trace: the time from
 * navigation start to a mark, split into kinds of work (script, style, layout, paint…) and the
 * JavaScript functions with the most self time (the V8 sampling profiler in the same trace).
 * The trace is also written whole, to be opened in DevTools' Performance panel.
 */

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, where `dur` is wall time. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    frame?: string;
    data?: {
      documentLoaderURL?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber?: number };
}

/** Trace event names by the kind of work they are; a name not matched counts as "other" (a task's untraced part). */
const KINDS: Array<[kind: string, test: (name: string) => boolean]> = [
  ['gc', (n) => n.startsWith('V8.GC') || n.startsWith('BlinkGC') || n === 'MajorGC' || n === 'MinorGC'],
  ['compile', (n) => /^(v8\.compile|V8\.CompileCode|v8\.produce|CacheModule|V8\.BytecodeBudgetInterrupt|V8\.StackGuard|V8\.HandleInterrupts|V8\.InvokeApiInterruptCallbacks)/.test(n)],
  ['script', (n) => /^(EvaluateScript|v8\.evaluateModule|FunctionCall|TimerFire|FireAnimationFrame|EventDispatch|v8\.run|V8\.Execute|RunMicrotasks)$/.test(n)],
  ['style', (n) => /^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet)$/.test(n)],
  ['layout', (n) => n === 'Layout'],
  ['paint', (n) => /^(PrePaint|Paint|Layerize|UpdateLayer|UpdateLayerTree|CompositeLayers|Commit)$/.test(n)],
  ['document', (n) => /^(ParseHTML|DocumentLoader::|NavigationBodyLoader::|HTMLDocumentParser::|DecodedDataDocumentParser::)/.test(n)],
];

function kindOf(name: string): string {
  return KINDS.find(([, test]) => test(name))?.[0] ?? 'other';
}

export interface FirstLoadProfile {
  /** CPU milliseconds each kind of process used from the start of the trace to usable and a little after (Linux; 10 ms ticks). */
  processes: Array<{ label: string; ms: number }>;
  /** The page's main thread: its tasks' wall time and the CPU time it had in them. */
  mainThread: { wallMs: number; cpuMs: number };
  /** Main-thread milliseconds by kind of work, from navigation start to the mark, and idle. */
  kinds: Record<string, number>;
  /** The functions with the most self time in that window, with the file they come from. */
  functions: Array<{ name: string; file: string; ms: number }>;
  /** Self time by script file (chunk), in that window. */
  files: Array<{ file: string; ms: number }>;
  traceFile: string;
}

/** What each process is, from its command line: Chromium's by their --type, the WeLink server, the test runner. */
function processLabel(command: string, args: string): string {
  if (args.includes('apps/server/dist/main.js')) return 'WeLink server';
  if (command === 'postgres') return 'PostgreSQL';
  if (/chrom/i.test(command) || /chrom/i.test(args.split(' ')[0] ?? '')) {
    const type = /--type=(\S+)/.exec(args)?.[1];
    const utility = /--utility-sub-type=(\S+)/.exec(args)?.[1];
    return `Chromium ${type ? (utility ? `utility ${utility.split('.').pop()}` : type) : 'browser'}`;
  }
  if (command.startsWith('node')) return 'test runner (node)';
  return command;
}

export interface FirstLoadTrace {
  cpuBefore: Map<number, number>;
}

export async function startFirstLoadTrace(browser: Browser, page: Page): Promise<FirstLoadTrace> {
  await browser.startTracing(page, { categories: CATEGORIES });
  return { cpuBefore: new Map(processCpuMs().map((p) => [p.pid, p.ms])) };
}

/** Stops the trace, keeps it in `dir` and sums the main thread's work up to `untilMs` after navigation start. */
export async function stopFirstLoadTrace(browser: Browser, trace: FirstLoadTrace, dir: string, untilMs: number): Promise<FirstLoadProfile> {
  const cpuAfter = processCpuMs();
  const buffer = await browser.stopTracing();
  fs.mkdirSync(dir, { recursive: true });
  const traceFile = path.join(dir, `timeline-first-load-${Date.now()}.json`);
  fs.writeFileSync(traceFile, buffer);
  const parsed = JSON.parse(buffer.toString('utf8')) as TraceEvent[] | { traceEvents: TraceEvent[] };
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const summary = summarise(events, untilMs);

  const byLabel = new Map<string, number>();
  for (const p of cpuAfter) {
    const used = p.ms - (trace.cpuBefore.get(p.pid) ?? 0);
    const label = p.pid === summary.pagePid ? 'Chromium renderer of the page' : processLabel(p.command, p.args);
    if (used > 0) byLabel.set(label, (byLabel.get(label) ?? 0) + used);
  }
  const processes = [...byLabel].map(([label, ms]) => ({ label, ms })).sort((a, b) => b.ms - a.ms);
  const { pagePid: _, ...work } = summary;
  return { ...work, processes, traceFile };
}

function summarise(events: TraceEvent[], untilMs: number): Omit<FirstLoadProfile, 'traceFile' | 'processes'> & { pagePid: number } {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''),
  );
  if (!navigation) throw new Error('The trace holds no navigationStart of an http page');
  const { pid, tid } = navigation;
  const start = navigation.ts;
  const end = start + untilMs * 1000;
  const onMainThread = (e: TraceEvent) => e.pid === pid && e.tid === tid;
  // The sampling profiler writes its chunks from its own thread, under the id of the main thread's profile.
  const profileId = events.find((e) => e.name === 'Profile' && onMainThread(e))?.id;
  const tasks = events.filter((e) => onMainThread(e) && e.name === 'RunTask' && e.ts >= start && e.ts < end);
  return {
    pagePid: pid,
    mainThread: {
      wallMs: tasks.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000,
      cpuMs: tasks.reduce((sum, e) => sum + (e.tdur ?? 0), 0) / 1000,
    },
    kinds: kindsOfWork(events.filter((e) => onMainThread(e) && e.ph === 'X' && e.dur !== undefined), start, end),
    ...jsSelfTime(events.filter((e) => e.pid === pid && e.id === profileId), start, end),
  };
}

/** Self time of each complete event (its duration less its children's), clipped to the window. */
function kindsOfWork(events: TraceEvent[], start: number, end: number): Record<string, number> {
  const sorted = events
    .filter((e) => e.ts < end && e.ts + (e.dur ?? 0) > start)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const kinds: Record<string, number> = {};
  const add = (name: string, micros: number) => {
    const kind = kindOf(name);
    kinds[kind] = (kinds[kind] ?? 0) + micros / 1000;
  };
  const clip = (from: number, to: number) => Math.max(0, Math.min(to, end) - Math.max(from, start));
  // An open event's self time is its span less the spans of the events nested in it.
  const stack: Array<{ event: TraceEvent; end: number; cursor: number }> = [];
  let busy = 0;
  const close = (until: number) => {
    while (stack.length > 0 && (stack[stack.length - 1]?.end ?? 0) <= until) {
      const top = stack.pop()!;
      add(top.event.name, clip(top.cursor, top.end));
      const parent = stack[stack.length - 1];
      if (parent) parent.cursor = top.end;
    }
  };
  for (const event of sorted) {
    const eventEnd = event.ts + (event.dur ?? 0);
    close(event.ts);
    const parent = stack[stack.length - 1];
    if (parent) {
      add(parent.event.name, clip(parent.cursor, event.ts));
      parent.cursor = eventEnd;
    } else {
      busy += clip(event.ts, eventEnd);
    }
    stack.push({ event, end: eventEnd, cursor: event.ts });
  }
  close(Number.POSITIVE_INFINITY);
  kinds.idle = (end - start - busy) / 1000;
  return kinds;
}

/** Self time per function and per file, from one profile's chunks (in trace order, each sample's time a delta). */
function jsSelfTime(events: TraceEvent[], start: number, end: number): Pick<FirstLoadProfile, 'functions' | 'files'> {
  const nodes = new Map<number, ProfileNode>();
  const byFunction = new Map<string, { name: string; file: string; ms: number }>();
  const byFile = new Map<string, number>();
  let at = events.find((e) => e.name === 'Profile')?.args?.data?.startTime ?? 0;
  let previous: { node: number; at: number } | undefined;
  const charge = (id: number, micros: number) => {
    const node = nodes.get(id);
    if (!node || micros <= 0 || node.callFrame.functionName === '(idle)') return;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url ? (url.split('/').pop() ?? url) : functionName;
    const name = `${functionName || '(anonymous)'}${url && lineNumber !== undefined ? `:${lineNumber + 1}` : ''}`;
    const entry = byFunction.get(`${name}@${file}`) ?? { name, file, ms: 0 };
    entry.ms += micros / 1000;
    byFunction.set(`${name}@${file}`, entry);
    byFile.set(file, (byFile.get(file) ?? 0) + micros / 1000);
  };
  for (const event of events.filter((e) => e.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((sample, i) => {
      at += deltas[i] ?? 0;
      // A sample stands for the time until the next one.
      if (previous && previous.at >= start && previous.at < end) charge(previous.node, Math.min(at, end) - previous.at);
      previous = { node: sample, at };
    });
  }
  return {
    functions: [...byFunction.values()].sort((a, b) => b.ms - a.ms).slice(0, 15),
    files: [...byFile].map(([file, ms]) => ({ file, ms })).sort((a, b) => b.ms - a.ms).slice(0, 12),
  };
}

export function describeFirstLoadProfile(profile: FirstLoadProfile, untilMs: number): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  const kinds = Object.entries(profile.kinds).sort((a, b) => b[1] - a[1]);
  return [
    `  main thread from navigation start to usable (${ms(untilMs)}): ${kinds.map(([kind, t]) => `${kind} ${ms(t)}`).join(', ')}`,
    `  its tasks ran ${ms(profile.mainThread.wallMs)} and had the CPU for ${ms(profile.mainThread.cpuMs)} of it`,
    `  CPU by process over the traced load: ${profile.processes.slice(0, 8).map((p) => `${p.label} ${ms(p.ms)}`).join(', ')}`,
    `  JavaScript self time by file: ${profile.files.map((f) => `${f.file} ${ms(f.ms)}`).join(', ')}`,
    '  functions with the most self time:',
    ...profile.functions.map((f) => `    ${ms(f.ms).padStart(7)}  ${f.name} (${f.file})`),
    `  trace (open in DevTools' Performance panel): ${profile.traceFile}`,
  ].join('\n');
}
