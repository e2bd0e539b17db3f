import { IMPORT_OUTCOME_LABELS, type ImportSummary } from '@welink/domain';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { downloadImportReport, useImportRows } from '../../api/imports';
import { Banner } from '../../components/Banner';
import { LoadMore } from '../../components/LoadMore';
import { saveFile } from '../../lib/saveFile';
import { domainText } from '../../i18n/i18n';
import { doneFigures, IMPORT_SCREEN_MESSAGES as M } from './importMessages';

/** The end: what became of the file, the rows that failed and why, and the whole report to download. */
export function ImportDone({ summary, onAgain }: { summary: ImportSummary; onAgain: () => void }) {
  const rows = useImportRows(summary._id, 'failed');
  const report = useMutation({ mutationFn: () => downloadImportReport(summary._id), onSuccess: (csv) => saveFile(csv, M.reportFile) });
  const failed = rows.data?.pages.flat() ?? [];

  return (
    <section className="card card--stack import-done" aria-labelledby="import-done-title">
      <h2 className="card__title" id="import-done-title">
        {M.doneTitle}
      </h2>
      <ul className="import__figures" role="status">
        {doneFigures(summary.counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {report.isError && <Banner tone="error">{errorMessage(report.error, M.reportFailed)}</Banner>}
      <div className="actions import-done__actions">
        <button type="button" className="btn btn-secondary" onClick={() => report.mutate()} disabled={report.isPending}>
          {M.report}
        </button>
        <Link to="/history" className="btn btn-secondary">
          {M.seeHistory}
        </Link>
        <button type="button" className="btn btn-primary" onClick={onAgain}>
          {M.again}
        </button>
      </div>
      {failed.length > 0 && (
        <>
          <h3 className="import-done__subtitle">{M.failedRows}</h3>
          <ul className="import-rows" aria-label={M.failedRows}>
            {failed.map((row) => (
              <li key={row.seq} className="import-row import-row--out">
                <div className="import-row__body">
                  <p className="import-row__title">{row.title || M.lineOf(row.file, row.line)}</p>
                  {row.title && <p className="import-row__detail">{M.lineOf(row.file, row.line)}</p>}
                  <p className="import-row__reason">{domainText(row.reason ?? IMPORT_OUTCOME_LABELS.failed)}</p>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {rows.data && (
        <LoadMore hasNextPage={rows.hasNextPage} isFetchingNextPage={rows.isFetchingNextPage} fetchNextPage={rows.fetchNextPage} pageCount={rows.data.pages.length} />
      )}
    </section>
  );
}
