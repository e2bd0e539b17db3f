import { useMemo } from 'react';
import { useResponsesForEvents } from '../../api/responses';
import { DialogClose, WeLinkDialog } from '../../components/WeLink/WeLinkDialog';
import { ResponseCard } from '../../components/WeLink/ResponseCard';
import type { WeLinkActions } from '../../components/WeLink/welinkActions';
import { useHistoryT } from './messages';
// ResponseCard's styles live with the Timeline (response, response-item).

interface ResponsesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  title: string;
  viewerId: string | null;
  now: number;
  actions: WeLinkActions;
}

/** Ignored: the author of a question cannot answer it, so no response here is theirs to delete. */
const noDelete = () => undefined;

/** The question responses view (spec part 1 §2): who answered, what they said and the WeLinks they recommend. */
export function ResponsesDialog({ open, onOpenChange, eventId, title, viewerId, now, actions }: ResponsesDialogProps) {
  const t = useHistoryT();
  const groups = useMemo(() => [[eventId]], [eventId]);
  const responses = useResponsesForEvents(groups);
  const list = responses.byEvent[eventId] ?? (responses.isPending || responses.isError ? undefined : []);

  return (
    <WeLinkDialog open={open} onOpenChange={onOpenChange} title={t('history.responses.title')} description={title} className="history-responses">
      {list ? (
        list.length === 0 ? (
          <p className="history-responses__empty">{t('history.responses.empty')}</p>
        ) : (
          <ul className="response-list">
            {list.map((response) => (
              <li key={response._id}>
                <ResponseCard response={response} now={now} viewerId={viewerId} actions={actions} onDelete={noDelete} />
              </li>
            ))}
          </ul>
        )
      ) : responses.isError ? (
        <p className="field__error" role="alert">
          {t('history.responses.failed')}
        </p>
      ) : (
        <p className="loading" role="status">
          {t('history.responses.loading')}
        </p>
      )}
      <div className="actions actions--end">
        <DialogClose asChild>
          <button type="button" className="btn btn-secondary">
            {t('history.responses.close')}
          </button>
        </DialogClose>
      </div>
    </WeLinkDialog>
  );
}
