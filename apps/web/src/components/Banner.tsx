import type { ReactNode } from 'react';
import { useControlsT } from './form/messages';

export type BannerTone = 'success' | 'error' | 'info';

/** What a form reports after it submits: shown as a Banner until the next submit. */
export interface BannerMessage {
  tone: BannerTone;
  text: string;
}

interface BannerProps {
  tone: BannerTone;
  children: ReactNode;
  onClose?: () => void;
}

/** Green success, red error, blue info; read out by screen readers as it appears. */
export function Banner({ tone, children, onClose }: BannerProps) {
  const t = useControlsT();
  return (
    <div className={`banner banner--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <div className="banner__text">{children}</div>
      {onClose && (
        <button type="button" className="banner__close" onClick={onClose}>
          {t('controls.close')}
        </button>
      )}
    </div>
  );
}
