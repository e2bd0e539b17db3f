import type { HitRate } from '@welink/domain';
import { hitRateText, usuallyRightText } from '../../lib/circleTexts';
import { useLibT } from '../../lib/messages';
import './circle.css';

/** "te suele acertar": the friend's average is 4 or more over 3 or more of the viewer's takes. */
export function UsuallyRightBadge() {
  useLibT();
  return <span className="usually-right">{usuallyRightText()}</span>;
}

/** "Lo que te recomienda Ana: 4,6★ de media en 12 WeLinks", with the badge when it applies. */
export function HitRateLine({ figure, className = '' }: { figure: HitRate; className?: string }) {
  useLibT();
  return (
    <p className={`hit-rate ${className}`}>
      <span>{hitRateText(figure)}</span>
      {figure.isUsuallyRight && <UsuallyRightBadge />}
    </p>
  );
}
