import type { ImportSummary } from '@welink/domain';
import { IMPORT_SCREEN_MESSAGES as M } from './importMessages';

/** A background stage under way: how far it got, polled (useCurrentImport); the stage is announced, the count is the bar's. */
export function ImportProgress({ summary }: { summary: ImportSummary }) {
  const { processed, rows } = summary.counts;
  const label = summary.status === 'matching' ? M.matching : M.saving;
  return (
    <section className="card card--stack import-progress" aria-labelledby="import-progress-title">
      <h2 className="card__title" id="import-progress-title" aria-live="polite">
        {label}
      </h2>
      <progress className="import-progress__bar" max={Math.max(rows, 1)} value={processed} aria-labelledby="import-progress-title" />
      <p className="import__text" aria-hidden="true">
        {M.progress(processed, rows)}
      </p>
      <p className="field__hint">{M.leaveNote}</p>
    </section>
  );
}
