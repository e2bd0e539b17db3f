import { useWeLinkT } from './messages';
import './welink.css';

function BellIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8" strokeLinejoin="round" />
      <path d="M10.3 20a1.9 1.9 0 0 0 3.4 0" strokeLinecap="round" />
    </svg>
  );
}

/** A bell with the number of a question's unread responses. */
export function UnreadBell({ count }: { count: number }) {
  const t = useWeLinkT();
  return (
    <span className="bell-badge" role="img" aria-label={t('welink.unreadResponses', { count })}>
      <BellIcon />
      <span className="bell-badge__count count-pill" aria-hidden="true">
        {count}
      </span>
    </span>
  );
}
