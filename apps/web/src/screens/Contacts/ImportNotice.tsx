import { Banner, type BannerTone } from '../../components/Banner';
import { useContactsT } from './messages';

/** What the import last reported; 'warning' is the import's own amber banner. */
export interface ImportNotice {
  tone: BannerTone | 'warning';
  text: string;
}

export function ImportNoticeBanner({ notice, onClose }: { notice: ImportNotice; onClose: () => void }) {
  const t = useContactsT();
  if (notice.tone !== 'warning') {
    return (
      <Banner tone={notice.tone} onClose={onClose}>
        {notice.text}
      </Banner>
    );
  }
  return (
    <div className="banner import-panel__warning" role="status">
      <div className="banner__text">{notice.text}</div>
      <button type="button" className="banner__close" onClick={onClose}>
        {t('contacts.import.close')}
      </button>
    </div>
  );
}
