import { publicGuidePath, type Guide } from '@welink/domain';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { usePublishGuide, useUnpublishGuide } from '../../api/guidePublicLink';
import { Banner } from '../../components/Banner';
import { WeLinkDialog } from '../../components/WeLink/WeLinkDialog';
import { LISTS_MESSAGES } from './guideMessages';
import { useListsT } from './messages';

interface PublicLinkDialogProps {
  /** The guide as the cache holds it now, so the dialog follows its link being made or taken down. */
  guide: Guide | null;
  onClose: () => void;
}

/** Publishes a guide at a link anyone can open, shows it to copy or share, and takes it down. */
export function PublicLinkDialog({ guide, onClose }: PublicLinkDialogProps) {
  const t = useListsT();
  return (
    <WeLinkDialog
      open={guide !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('lists.link.title')}
      description={guide ? t('lists.link.guide', { name: guide.name }) : undefined}
      className="public-link-dialog"
    >
      {guide && <PublicLinkBody key={guide._id} guide={guide} onClose={onClose} />}
    </WeLinkDialog>
  );
}

function PublicLinkBody({ guide, onClose }: { guide: Guide; onClose: () => void }) {
  const t = useListsT();
  const publish = usePublishGuide();
  const unpublish = useUnpublishGuide();
  const [note, setNote] = useState<string | null>(null);
  // The button pressed leaves with the state it changed: the focus goes to what took its place.
  const urlRef = useRef<HTMLInputElement>(null);
  const createRef = useRef<HTMLButtonElement>(null);
  const hasChanged = useRef(false);
  const isBusy = publish.isPending || unpublish.isPending;
  const url = guide.publicSlug ? new URL(publicGuidePath(guide.publicSlug), window.location.origin).href : null;
  useEffect(() => {
    if (!hasChanged.current) return;
    (url ? urlRef.current : createRef.current)?.focus();
  }, [url]);
  const failure = publish.error
    ? errorMessage(publish.error, LISTS_MESSAGES.publishFailed)
    : unpublish.error
      ? errorMessage(unpublish.error, LISTS_MESSAGES.unpublishFailed)
      : null;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setNote(LISTS_MESSAGES.copied);
    } catch {
      setNote(LISTS_MESSAGES.copyFailed);
    }
  };
  const share = (link: string) => void navigator.share({ title: guide.name, url: link }).catch(() => undefined);

  return (
    <div className="public-link">
      {failure && <Banner tone="error">{failure}</Banner>}
      {url ? (
        <>
          <p className="public-link__text">{LISTS_MESSAGES.publicLinkLive}</p>
          <label className="field__label" htmlFor="public-link-url">
            {t('lists.link.url')}
          </label>
          <input
            ref={urlRef}
            id="public-link-url"
            className="field__input public-link__url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="actions public-link__actions">
            <button type="button" className="btn btn-primary" onClick={() => void copy(url)}>
              {t('lists.link.copy')}
            </button>
            {typeof navigator.share === 'function' && (
              <button type="button" className="btn btn-secondary" onClick={() => share(url)}>
                {t('lists.link.share')}
              </button>
            )}
            <a className="btn btn-secondary" href={url} target="_blank" rel="noopener">
              {t('lists.link.open')}
            </a>
          </div>
          <button
            type="button"
            className="btn btn-danger public-link__revoke"
            disabled={isBusy}
            onClick={() => {
              setNote(null);
              hasChanged.current = true;
              unpublish.mutate(guide._id, { onSuccess: () => setNote(LISTS_MESSAGES.unpublished) });
            }}
          >
            {unpublish.isPending ? t('lists.link.revoking') : t('lists.link.revoke')}
          </button>
        </>
      ) : (
        <>
          <p className="public-link__text">{LISTS_MESSAGES.publicLinkWhat}</p>
          <div className="actions actions--end">
            <button type="button" className="btn btn-secondary" onClick={onClose} disabled={isBusy}>
              {t('lists.link.cancel')}
            </button>
            <button
              ref={createRef}
              type="button"
              className="btn btn-primary"
              disabled={isBusy}
              onClick={() => {
                setNote(null);
                hasChanged.current = true;
                publish.mutate(guide._id);
              }}
            >
              {publish.isPending ? t('lists.link.creating') : t('lists.link.create')}
            </button>
          </div>
        </>
      )}
      <p className="public-link__note" role="status">
        {note}
      </p>
    </div>
  );
}
