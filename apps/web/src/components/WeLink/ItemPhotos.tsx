import { PHOTO_INPUT_TYPES, PHOTO_LIMITS, type PhotoAnswer } from '@welink/domain';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { fetchBlob } from '../../api/bytes';
import { usePhotoMutations } from '../../api/photos';
import { activeTexts } from '../../lib/activeTexts';
import { Banner } from '../Banner';
import { useWeLinkT } from './messages';

/** The photos' texts in the active language. */
export const PHOTO_UI_MESSAGES = activeTexts({
  title: 'welink.photos.title',
  add: 'welink.photos.add',
  uploading: 'welink.photos.uploading',
  tooLarge: 'welink.photos.tooLarge',
  wrongType: 'welink.photos.wrongType',
  uploadFailed: 'welink.photos.uploadFailed',
  deleteFailed: 'welink.photos.deleteFailed',
  confirmDelete: 'welink.photos.confirmDelete',
  loadFailed: 'welink.photos.loadFailed',
});

/** One thumbnail, fetched with the token into a blob: URL that is revoked when it goes. */
function PhotoThumbnail({ photo, alt }: { photo: PhotoAnswer; alt: string }) {
  const t = useWeLinkT();
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchBlob(photo.thumbnailUrl, controller.signal)
      .then((blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [photo.thumbnailUrl]);

  if (failed) return <span className="item-photos__missing">{t('welink.photos.loadFailed')}</span>;
  const side = PHOTO_LIMITS.thumbnailSide;
  const scale = side / Math.max(photo.width, photo.height, 1);
  const width = Math.max(1, Math.round(photo.width * Math.min(1, scale)));
  const height = Math.max(1, Math.round(photo.height * Math.min(1, scale)));
  return src ? (
    <img className="item-photos__img" src={src} alt={alt} width={width} height={height} onError={() => setFailed(true)} />
  ) : (
    <span className="item-photos__img item-photos__img--loading" aria-hidden="true" />
  );
}

export interface ItemPhotosProps {
  itemId: string;
  title: string;
  photos: readonly PhotoAnswer[];
  /** The owner may add and delete photos. */
  canEdit: boolean;
}

/** A WeLink's photos; the owner adds (JPEG, PNG, WebP, ≤ 8 MB, ≤ 10) and deletes them. */
export function ItemPhotos({ itemId, title, photos, canEdit }: ItemPhotosProps) {
  const t = useWeLinkT();
  const inputId = useId();
  const { upload, remove } = usePhotoMutations(itemId);
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = photos.length >= PHOTO_LIMITS.maxPerItem;

  if (!canEdit && photos.length === 0) return null;

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(PHOTO_INPUT_TYPES as readonly string[]).includes(file.type)) return setProblem(t('welink.photos.wrongType'));
    if (file.size > PHOTO_LIMITS.maxBytes) return setProblem(t('welink.photos.tooLarge'));
    upload.mutate(file, { onError: (error) => setProblem(errorMessage(error, t('welink.photos.uploadFailed'))) });
  };

  const erase = (photoId: string) => {
    if (!window.confirm(t('welink.photos.confirmDelete'))) return;
    setProblem(null);
    remove.mutate(photoId, { onError: (error) => setProblem(errorMessage(error, t('welink.photos.deleteFailed'))) });
  };

  return (
    <section className="item-photos" aria-label={t('welink.photos.title')}>
      {problem && <Banner tone="error">{problem}</Banner>}
      {photos.length > 0 && (
        <ul className="item-photos__list">
          {photos.map((photo, index) => (
            <li key={photo._id} className="item-photos__entry">
              <PhotoThumbnail photo={photo} alt={t('welink.photos.alt', { number: index + 1, title })} />
              {canEdit && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={remove.isPending}
                  aria-label={t('welink.photos.deleteOne', { number: index + 1 })}
                  onClick={() => erase(photo._id)}
                >
                  {t('welink.photos.delete')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && !isFull && (
        <div className="item-photos__add">
          <label className={`btn btn-secondary btn-small${upload.isPending ? ' is-disabled' : ''}`} htmlFor={inputId}>
            {upload.isPending ? t('welink.photos.uploading') : t('welink.photos.add')}
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept={PHOTO_INPUT_TYPES.join(',')}
            disabled={upload.isPending}
            onChange={(event) => {
              pick(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </div>
      )}
    </section>
  );
}
