import type { UseQueryResult } from '@tanstack/react-query';
import { remainingInGuide, type GuideProgress } from '@welink/domain';
import { useId } from 'react';
import { errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { FRIEND_GUIDES_MESSAGES as M } from './friendGuidesMessages';
import { useFriendGuidesT } from './messages';

interface GuideProgressPanelProps {
  progress: UseQueryResult<GuideProgress>;
  isSaving: boolean;
  onSaveRest: () => void;
}

/** "Visitados 7 de 12" with its bar, and one button saving the rest as pending while some remain. */
export function GuideProgressPanel({ progress, isSaving, onSaveRest }: GuideProgressPanelProps) {
  useFriendGuidesT();
  const labelId = useId();
  if (progress.isPending) {
    return (
      <p className="loading" role="status">
        {M.progressLoading}
      </p>
    );
  }
  if (progress.isError) {
    return (
      <div className="friend-guide__failure">
        <Banner tone="error">{errorMessage(progress.error, M.progressFailed)}</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void progress.refetch()} disabled={progress.isFetching}>
          {M.retry}
        </button>
      </div>
    );
  }
  const { rated, total } = progress.data;
  const remaining = remainingInGuide(progress.data);
  return (
    <div className="guide-progress">
      <p id={labelId} className="guide-progress__text">
        {M.progress(rated, total)}
      </p>
      <progress className="guide-progress__bar" max={total} value={rated} aria-labelledby={labelId} />
      {remaining > 0 ? (
        <button type="button" className="btn btn-primary guide-progress__save" onClick={onSaveRest} disabled={isSaving}>
          {isSaving ? M.saving : M.saveRest(remaining)}
        </button>
      ) : (
        <p className="guide-progress__done">{rated === total ? M.allVisited : M.noneLeft}</p>
      )}
    </div>
  );
}
