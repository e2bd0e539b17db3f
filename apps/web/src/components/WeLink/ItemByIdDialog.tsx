import { useItemDetail, useUpdateItemRating } from '../../api/items';
import { useSession } from '../../state/useSession';
import { activeTexts } from '../../lib/activeTexts';
import { Banner } from '../Banner';
import { useWeLinkT } from './messages';
import { WeLinkDetailModal, type RatingEdit } from './WeLinkDetailModal';

export const ITEM_BY_ID_MESSAGES = activeTexts({
  loading: 'welink.byId.loading',
  unavailable: 'welink.byId.unavailable',
});

/**
 * The detail dialog of a WeLink known only by its id (a notification's, a thing in common),
 * once it has loaded. With `ratable`, the viewer's own WeLink can be rated there.
 */
export function ItemByIdDialog({ itemId, ratable = false, onClose }: { itemId: string | null; ratable?: boolean; onClose: () => void }) {
  const t = useWeLinkT();
  const viewerId = useSession()?.user.userId ?? null;
  const detail = useItemDetail(itemId);
  const updateRating = useUpdateItemRating();
  if (itemId === null) return null;
  if (detail.isError) {
    return (
      <Banner tone="error" onClose={onClose}>
        {t('welink.byId.unavailable')}
      </Banner>
    );
  }
  if (!detail.data) {
    return (
      <p className="loading" role="status">
        {t('welink.byId.loading')}
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
