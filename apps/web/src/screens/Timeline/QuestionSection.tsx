import { useId, useState } from 'react';
import type { TimelineEvent } from '../../api/events';
import { useDeleteResponse, useMarkResponsesRead, type ResponseView } from '../../api/responses';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ResponseCard } from '../../components/WeLink/ResponseCard';
import { UnreadBell } from '../../components/WeLink/UnreadBell';
import { QueuedAnswer } from './QueuedAnswer';
import { ResponseForm } from './ResponseForm';
import type { WeLinkActions } from '../../components/WeLink/welinkActions';
import { useTimelineT } from './messages';

interface QuestionSectionProps {
  event: TimelineEvent;
  now: number;
  viewerId: string | null;
  /** undefined while the batch that holds them loads. */
  responses: ResponseView[] | undefined;
  responsesFailed: boolean;
  actions: WeLinkActions;
}

/**
 * A question's responses and the viewer's answer (spec part 1 §2, §4). Opening the responses
 * of the viewer's own question with unread ones marks them read, then reloads.
 */
export function QuestionSection({ event, now, viewerId, responses, responsesFailed, actions }: QuestionSectionProps) {
  const t = useTimelineT();
  const listId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [isAnswering, setIsAnswering] = useState(false);
  const [toDelete, setToDelete] = useState<ResponseView | null>(null);
  const markRead = useMarkResponsesRead();
  const deleteResponse = useDeleteResponse();

  const isAuthor = viewerId !== null && event.user?._id === viewerId;
  const hasUnread = isAuthor && event.hasUnreadResponses;
  const unread = event.unreadResponsesCount > 0 ? event.unreadResponsesCount : 1;
  const mine = viewerId === null ? undefined : responses?.find((r) => r.user._id === viewerId);
  const count = responses?.length ?? 0;

  const toggle = () => {
    const opening = !isOpen;
    setIsOpen(opening);
    if (opening && hasUnread && !markRead.isPending) markRead.mutate(event._id);
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    deleteResponse.mutate(toDelete._id, {
      onError: () => actions.showMessage({ tone: 'error', text: t('timeline.deleteFailed') }),
    });
  };

  return (
    <div className="question">
      <div className="question__bar">
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={toggle}
          aria-expanded={isOpen}
          aria-controls={listId}
        >
          {t(isOpen ? 'timeline.hideAnswers' : 'timeline.showAnswers')}
        </button>
        {hasUnread && <UnreadBell count={unread} />}
        {responses && (
          <span className="question__count">
            {t('timeline.responseCount', { count })}
          </span>
        )}
        {!isAnswering && (
          <button
            type="button"
            className="btn btn-primary btn-small question__answer"
            onClick={() => setIsAnswering(true)}
            // Until the responses load it is not known whether the viewer already answered.
            disabled={responses === undefined && !responsesFailed}
          >
            {t(mine ? 'timeline.editAnswer' : 'timeline.answer')}
          </button>
        )}
      </div>

      {isAnswering && (
        <ResponseForm
          eventId={event._id}
          existing={mine}
          onCancel={() => setIsAnswering(false)}
          onSaved={() => {
            setIsAnswering(false);
            setIsOpen(true);
          }}
        />
      )}

      <QueuedAnswer viewerId={viewerId} eventId={event._id} />

      <div id={listId} hidden={!isOpen} className="question__responses">
        {isOpen &&
          (responsesFailed && !responses ? (
            <p className="field__error">{t('timeline.answersFailed')}</p>
          ) : !responses ? (
            <p className="loading">{t('timeline.answersLoading')}</p>
          ) : responses.length === 0 ? (
            <p className="question__empty">{t('timeline.noAnswers')}</p>
          ) : (
            <ul className="response-list">
              {responses.map((response) => (
                <li key={response._id}>
                  <ResponseCard
                    response={response}
                    now={now}
                    viewerId={viewerId}
                    actions={actions}
                    onDelete={setToDelete}
                  />
                </li>
              ))}
            </ul>
          ))}
      </div>

      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('timeline.deleteTitle')}
        description={t('timeline.deleteText')}
        confirmLabel={t('timeline.delete')}
        isDanger
        onConfirm={confirmDelete}
      />
    </div>
  );
}
