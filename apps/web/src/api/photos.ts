import { useMutation, useQueryClient } from '@tanstack/react-query';

import { MessageAnswerSchema, PHOTO_FIELD, PhotoAnswerSchema, type PhotoAnswer } from '@welink/domain';

import { ApiError } from './errors';

import { answerError, authHeaders } from './bytes';
import { apiRequest } from './client';
import { itemKeys } from './keys';


/** POST /api/items/{id}/photos as multipart (field «photo»). */
export async function uploadPhoto(itemId: string, file: File): Promise<PhotoAnswer> {
  const form = new FormData();
  form.append(PHOTO_FIELD, file);
  let response: Response;
  try {
    response = await fetch(`/api/items/${encodeURIComponent(itemId)}/photos`, {
      method: 'POST',
      headers: authHeaders(),
      body: form,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError({ status: 0 });
  }
  if (!response.ok) throw await answerError(response);
  return PhotoAnswerSchema.parse(await response.json());
}

export function deletePhoto(itemId: string, photoId: string) {
  return apiRequest(`/api/items/${encodeURIComponent(itemId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    schema: MessageAnswerSchema,
  });
}

/** Upload and delete; both reload the WeLink's detail, which lists its photos. */
export function usePhotoMutations(itemId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: itemKeys.detail(itemId) });
  const upload = useMutation({ mutationFn: (file: File) => uploadPhoto(itemId, file), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (photoId: string) => deletePhoto(itemId, photoId), onSuccess: refresh });
  return { upload, remove };
}
