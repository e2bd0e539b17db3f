import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GuidePublicLinkSchema, MessageAnswerSchema, type Guide } from '@welink/domain';
import { apiRequest } from './client';
import { guideKeys } from './keys';

const publicLinkPath = (guideId: string) => `/api/lists/${encodeURIComponent(guideId)}/public-link`;

/** Keeps the cached guide's public slug in step with the server's answer. */
function useStoreSlug() {
  const queryClient = useQueryClient();
  return (guideId: string, publicSlug: string | null) =>
    queryClient.setQueryData<Guide[]>(guideKeys.mine(), (guides) => guides?.map((g) => (g._id === guideId ? { ...g, publicSlug } : g)));
}

/** Publishes a guide at its public link (/g/{slug}); publishing again answers the same link. */
export function usePublishGuide() {
  const storeSlug = useStoreSlug();
  return useMutation({
    mutationFn: (guideId: string) => apiRequest(publicLinkPath(guideId), { method: 'POST', schema: GuidePublicLinkSchema }),
    onSuccess: (link, guideId) => storeSlug(guideId, link.slug),
  });
}

/** Takes a guide's public link down: whoever opens it from then on finds nothing. */
export function useUnpublishGuide() {
  const storeSlug = useStoreSlug();
  return useMutation({
    mutationFn: (guideId: string) => apiRequest(publicLinkPath(guideId), { method: 'DELETE', schema: MessageAnswerSchema }),
    onSuccess: (_answer, guideId) => storeSlug(guideId, null),
  });
}
