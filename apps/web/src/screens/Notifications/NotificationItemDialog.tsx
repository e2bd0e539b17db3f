import { useItemDetail } from '../../api/items';
import { Banner } from '../../components/Banner';
import { WeLinkDetailModal } from '../../components/WeLink/WeLinkDetailModal';
import { useSession } from '../../state/useSession';

export const ITEM_DIALOG_MESSAGES = {
  loading: 'Cargando el WeLink...',
  unavailable: 'Este WeLink ya no está disponible',
} as const;

/** The detail of the WeLink a notification is about, once it has loaded. */
export function NotificationItemDialog({ itemId, onClose }: { itemId: string | null; onClose: () => void }) {
  const viewerId = useSession()?.user.userId ?? null;
  const detail = useItemDetail(itemId);
  if (itemId === null) return null;
  if (detail.isError) {
    return (
      <Banner tone="error" onClose={onClose}>
        {ITEM_DIALOG_MESSAGES.unavailable}
      </Banner>
    );
  }
  if (!detail.data) {
    return (
      <p className="loading" role="status">
        {ITEM_DIALOG_MESSAGES.loading}
      </p>
    );
  }
  return <WeLinkDetailModal open onOpenChange={(isOpen) => !isOpen && onClose()} item={detail.data} viewerId={viewerId} />;
}
