import type { ImportStatus } from '@welink/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useCurrentImport, useRefreshAfterImport } from '../../api/imports';
import { importKeys } from '../../api/keys';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { ImportDone } from './ImportDone';
import { ImportProgress } from './ImportProgress';
import { ImportReview } from './ImportReview';
import { ImportStart } from './ImportStart';
import { IMPORT_SCREEN_MESSAGES as M } from './importMessages';
import { useImportT } from './messages';
import './import.css';

/**
 * Ajustes → Importar (/settings/importar): upload an export, follow the matching, review the
 * rows, confirm, follow the saving, read the report. The import lives on the server, so a
 * reload or a visit later finds it where it is.
 */
export function ImportScreen() {
  // Loads the English texts the helpers read (M) when the screen opens in English.
  useImportT();
  useDocumentTitle(M.title);
  const queryClient = useQueryClient();
  const current = useCurrentImport();
  const refreshAfterImport = useRefreshAfterImport();
  // The finished import the member moved on from, to start another.
  const [leftId, setLeftId] = useState<string | null>(null);
  const status = current.data?.status;
  const previous = useRef<ImportStatus | undefined>(status);

  useEffect(() => {
    if (previous.current === 'saving' && status === 'done') refreshAfterImport();
    previous.current = status;
  }, [status, refreshAfterImport]);

  const body = (() => {
    if (current.isPending) {
      return (
        <p className="loading" role="status">
          {M.loading}
        </p>
      );
    }
    if (current.isError) {
      return (
        <div className="import__error">
          <Banner tone="error">{errorMessage(current.error, M.loadFailed)}</Banner>
          <button type="button" className="btn btn-secondary" onClick={() => void current.refetch()}>
            {M.retry}
          </button>
        </div>
      );
    }
    const summary = current.data;
    if (!summary || (summary.status === 'done' && summary._id === leftId)) return <ImportStart />;
    if (summary.status === 'review') {
      return <ImportReview summary={summary} onChanged={() => void queryClient.invalidateQueries({ queryKey: importKeys.current() })} />;
    }
    if (summary.status === 'done') return <ImportDone summary={summary} onAgain={() => setLeftId(summary._id)} />;
    return <ImportProgress summary={summary} />;
  })();

  return (
    <section className="import" aria-labelledby="import-title">
      <p className="import__back">
        <Link to="/settings">{M.back}</Link>
      </p>
      <h1 className="screen-title" id="import-title">
        {M.title}
      </h1>
      {body}
    </section>
  );
}
