import { FeedbackButton } from './FeedbackButton';

/** Mounted by the app shell, lazily, while signed in: the floating 'Cuéntanos' button. */
export default function FeedbackWidget() {
  return <FeedbackButton variant="floating" />;
}
