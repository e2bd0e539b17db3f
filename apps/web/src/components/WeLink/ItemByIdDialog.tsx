import { useItemDetail, useUpdateItemRating } from '../../api/items';
import { useSession } from '../../state/useSession';
import { Banner } from '../Banner';
import { WeLinkDetailModal, type RatingEdit } from './WeLinkDetailModal';

export const ITEM_BY_ID_MESSAGES = {
  loading: 'Cargando el WeLink...',
  unavailable: 'Este WeLink ya no está disponible',
} as const;

/**
 * The detail dialog of a WeLink known only by its id (a notification's, a thing in common),
 * once it has loaded. With `ratable`, the viewer's own WeLink can be rated there.
 */
export function ItemByIdDialog({ itemId, ratable = false, onClose }: { itemId: string | null; ratable?: boolean; onClose: () => void }) {
  const viewerId = useSession()?.user.userId ?? null;
  const detail = useItemDetail(itemId);
  const updateRating = useUpdateItemRating();
  if (itemId === null) return null;
  if (detail.isError) {
    return (
      <Banner tone="error" onClose={onClose}>
        {ITEM_BY_ID_MESSAGES.unavailable}
      </Banner>
    );
  }
  if (!detail.data) {
    return (
      <p className="loading" role="status">
        {ITEM_BY_ID_MESSAGES.loading}
      </p>
    );
  }
  return (
    <WeLinkDetailModal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      item={detail.data}
      viewerId={viewerId}
      {...(ratable && {
        onSaveRating: async (edit: RatingEdit) => {
          await updateRating.mutateAsync({ itemId, title: detail.data.title, rating: edit.rating, comment: edit.comment });
          onClose();
        },
      })}
    />
  );
}
