import { PHOTO_INPUT_TYPES, PHOTO_LIMITS, type PhotoAnswer } from '@welink/domain';
import { useEffect, useId, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { fetchBlob } from '../../api/bytes';
import { usePhotoMutations } from '../../api/photos';
import { Banner } from '../Banner';

export const PHOTO_UI_MESSAGES = {
  title: 'Fotos',
  add: 'Añadir foto',
  uploading: 'Subiendo...',
  tooLarge: 'La foto es demasiado grande: el máximo es 8 MB',
  wrongType: 'Formato de imagen no admitido: sube una foto JPEG, PNG o WebP',
  uploadFailed: 'No se pudo subir la foto',
  deleteFailed: 'No se pudo eliminar la foto',
  confirmDelete: '¿Eliminar esta foto?',
  loadFailed: 'No se pudo cargar la foto',
} as const;

/** One thumbnail, fetched with the token into a blob: URL that is revoked when it goes. */
function PhotoThumbnail({ photo, alt }: { photo: PhotoAnswer; alt: string }) {
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

  if (failed) return <span className="item-photos__missing">{PHOTO_UI_MESSAGES.loadFailed}</span>;
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
  const inputId = useId();
  const { upload, remove } = usePhotoMutations(itemId);
  const [problem, setProblem] = useState<string | null>(null);
  const isFull = photos.length >= PHOTO_LIMITS.maxPerItem;

  if (!canEdit && photos.length === 0) return null;

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    if (!(PHOTO_INPUT_TYPES as readonly string[]).includes(file.type)) return setProblem(PHOTO_UI_MESSAGES.wrongType);
    if (file.size > PHOTO_LIMITS.maxBytes) return setProblem(PHOTO_UI_MESSAGES.tooLarge);
    upload.mutate(file, { onError: (error) => setProblem(errorMessage(error, PHOTO_UI_MESSAGES.uploadFailed)) });
  };

  const erase = (photoId: string) => {
    if (!window.confirm(PHOTO_UI_MESSAGES.confirmDelete)) return;
    setProblem(null);
    remove.mutate(photoId, { onError: (error) => setProblem(errorMessage(error, PHOTO_UI_MESSAGES.deleteFailed)) });
  };

  return (
    <section className="item-photos" aria-label={PHOTO_UI_MESSAGES.title}>
      {problem && <Banner tone="error">{problem}</Banner>}
      {photos.length > 0 && (
        <ul className="item-photos__list">
          {photos.map((photo, index) => (
            <li key={photo._id} className="item-photos__entry">
              <PhotoThumbnail photo={photo} alt={`Foto ${index + 1} de ${title}`} />
              {canEdit && (
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={remove.isPending}
                  aria-label={`Eliminar foto ${index + 1}`}
                  onClick={() => erase(photo._id)}
                >
                  Eliminar
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canEdit && !isFull && (
        <div className="item-photos__add">
          <label className={`btn btn-secondary btn-small${upload.isPending ? ' is-disabled' : ''}`} htmlFor={inputId}>
            {upload.isPending ? PHOTO_UI_MESSAGES.uploading : PHOTO_UI_MESSAGES.add}
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
