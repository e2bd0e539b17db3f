import type { ImportRowView, ImportSummary } from '@welink/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useCancelImport, useChangeImportRow, useConfirmImport, useImportRows } from '../../api/imports';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { LoadMore } from '../../components/LoadMore';
import { Stars } from '../../components/WeLink/Stars';
import { domainText } from '../../i18n/i18n';
import { IMPORT_SCREEN_MESSAGES as M, MATCH_BADGES, reviewFigures, toSave } from './importMessages';

const willBeSaved = (row: ImportRowView) => row.match === 'catalogue' || row.match === 'manual';

type RowChange = { skip?: boolean; rating?: number };

function ReviewRow({ row: stored, onChange, disabled }: { row: ImportRowView; onChange: (change: RowChange, settled: () => void) => void; disabled: boolean }) {
  // What the member just chose shows in the same event, as a checkbox must; the stored row takes over once the change settles.
  const [chosen, setChosen] = useState<RowChange | null>(null);
  const row = { ...stored, ...chosen };
  const choose = (change: RowChange) => {
    setChosen(change);
    onChange(change, () => setChosen(null));
  };
  const changeable = willBeSaved(row);
  const renamed = row.match === 'catalogue' && row.matchTitle && row.matchTitle !== row.title;
  return (
    <li className={`import-row${row.skip || !changeable ? ' import-row--out' : ''}`}>
      {changeable ? (
        <input
          type="checkbox"
          className="import-row__include"
          checked={!row.skip}
          aria-label={M.include(row.title)}
          onChange={(event) => choose({ skip: !event.currentTarget.checked })}
          disabled={disabled}
        />
      ) : (
        <span className="import-row__include" aria-hidden="true" />
      )}
      <div className="import-row__body">
        <p className="import-row__title">{row.title || M.lineOf(row.file, row.line)}</p>
        {row.detail && <p className="import-row__detail">{row.detail}</p>}
        <p className="import-row__match">
          {row.match && <span className={`badge import-row__badge import-row__badge--${row.match}`}>{MATCH_BADGES[row.match]}</span>}
          {renamed && <span className="import-row__renamed">«{row.matchTitle}»</span>}
        </p>
        {row.reason && <p className="import-row__reason">{domainText(row.reason)}</p>}
        {row.ratingNote && <p className="import-row__detail">{domainText(row.ratingNote)}</p>}
      </div>
      {changeable && (
        <Stars
          value={row.rating}
          onChange={(rating) => choose({ rating })}
          label={M.ratingOf(row.title)}
          showText={false}
          allowClear
          size="sm"
          disabled={disabled || row.skip}
        />
      )}
    </li>
  );
}

/** The preview: every row, what it matched, and the member's last word before anything is saved. */
export function ImportReview({ summary, onChanged }: { summary: ImportSummary; onChanged: () => void }) {
  const rows = useImportRows(summary._id);
  const change = useChangeImportRow(summary._id);
  const confirm = useConfirmImport();
  const cancel = useCancelImport();
  const [isCancelling, setIsCancelling] = useState(false);
  const count = toSave(summary.counts);
  const failure =
    (change.error && errorMessage(change.error, M.changeFailed)) ||
    (confirm.error && errorMessage(confirm.error, M.confirmFailed)) ||
    (cancel.error && errorMessage(cancel.error, M.cancelFailed));
  const busy = confirm.isPending || cancel.isPending;

  return (
    <section className="card card--stack import-review" aria-labelledby="import-review-title">
      <h2 className="card__title" id="import-review-title">
        {M.reviewTitle}
      </h2>
      <ul className="import__figures">
        {reviewFigures(summary.counts).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {summary.notes.length > 0 && (
        <ul className="import__notes">
          {summary.notes.map((note) => (
            <li key={note}>{domainText(note)}</li>
          ))}
        </ul>
      )}
      <p className="field__hint">{M.reviewHint}</p>
      {failure && <Banner tone="error">{failure}</Banner>}
      {rows.isPending ? (
        <p className="loading" role="status">
          {M.loading}
        </p>
      ) : rows.isError ? (
        <div className="import__error">
          <Banner tone="error">{errorMessage(rows.error, M.loadFailed)}</Banner>
          <button type="button" className="btn btn-secondary" onClick={() => void rows.refetch()}>
            {M.retry}
          </button>
        </div>
      ) : (
        <>
          <ul className="import-rows" aria-label={M.rowsLabel}>
            {rows.data.pages.flat().map((row) => (
              <ReviewRow
                key={row.seq}
                row={row}
                disabled={busy}
                onChange={(c, settled) =>
                  change.mutate(
                    { row, change: c },
                    {
                      onSettled: () => {
                        settled();
                        onChanged();
                      },
                    },
                  )
                }
              />
            ))}
          </ul>
          <LoadMore
            hasNextPage={rows.hasNextPage}
            isFetchingNextPage={rows.isFetchingNextPage}
            fetchNextPage={rows.fetchNextPage}
            pageCount={rows.data.pages.length}
          />
        </>
      )}
      <div className="actions import-review__actions">
        <button type="button" className="btn btn-secondary" onClick={() => setIsCancelling(true)} disabled={busy}>
          {M.cancel}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => confirm.mutate(summary._id)} disabled={busy || count <= 0}>
          {confirm.isPending ? M.confirming : M.confirm(Math.max(count, 0))}
        </button>
      </div>
      <ConfirmDialog
        open={isCancelling}
        onOpenChange={setIsCancelling}
        title={M.cancel}
        description={M.cancelQuestion}
        confirmLabel={M.cancel}
        cancelLabel={M.cancelBack}
        isDanger
        onConfirm={() => cancel.mutate(summary._id)}
      />
    </section>
  );
}
