import { useState } from 'react';
import { useLocation } from 'react-router';
import { FeedbackDialog } from './FeedbackDialog';
import { captureFeedbackContext, type FeedbackContext } from './feedbackContext';
import { useFeedbackT } from './messages';

function ChatIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" />
      <path d="M8.5 10.5h7M8.5 13.5h4" />
    </svg>
  );
}

/** The opener and the modal, held together; `variant` picks the floating button or a block button. */
export function FeedbackButton({ variant }: { variant: 'floating' | 'block' }) {
  const t = useFeedbackT();
  const { pathname } = useLocation();
  const [context, setContext] = useState<FeedbackContext | null>(null);
  const open = () => setContext(captureFeedbackContext(pathname));

  return (
    <>
      {variant === 'floating' ? (
        <button type="button" className="feedback-widget" aria-label={t('feedback.openLabel')} title={t('feedback.title')} onClick={open}>
          <ChatIcon />
        </button>
      ) : (
        <button type="button" className="btn btn-secondary btn-block" onClick={open}>
          {t('feedback.send')}
        </button>
      )}
      <FeedbackDialog context={context} onClose={() => setContext(null)} />
    </>
  );
}
