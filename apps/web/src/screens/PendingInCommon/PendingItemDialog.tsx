import { useItemDetail, useUpdateItemRating } from '../../api/items';
import { Banner } from '../../components/Banner';
import { WeLinkDetailModal } from '../../components/WeLink/WeLinkDetailModal';

export const PENDING_ITEM_MESSAGES = {
  loading: 'Cargando el WeLink...',
  unavailable: 'Este WeLink ya no está disponible',
} as const;

/** The viewer's own WeLink of a thing in common, in the detail dialog, where they can rate it. */
export function PendingItemDialog({ itemId, viewerId, onClose }: { itemId: string | null; viewerId: string | null; onClose: () => void }) {
  const detail = useItemDetail(itemId);
  const updateRating = useUpdateItemRating();
  if (itemId === null) return null;
  if (detail.isError) {
    return (
      <Banner tone="error" onClose={onClose}>
        {PENDING_ITEM_MESSAGES.unavailable}
      </Banner>
    );
  }
  if (!detail.data) {
    return (
      <p className="loading" role="status">
        {PENDING_ITEM_MESSAGES.loading}
      </p>
    );
  }
  return (
    <WeLinkDetailModal
      open
      onOpenChange={(isOpen) => !isOpen && onClose()}
      item={detail.data}
      viewerId={viewerId}
      onSaveRating={async (edit) => {
        await updateRating.mutateAsync({ itemId, rating: edit.rating, comment: edit.comment });
        onClose();
      }}
    />
  );
}
