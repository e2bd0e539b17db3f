import { fieldLabel } from '@welink/domain';
import { domainText } from '../../i18n/i18n';
import './welink.css';

interface StatusBadgeProps {
  status: string | null | undefined;
}

/** 'Pendiente' for pending_rating, 'Valorado' for rated (spec part 1 §3); nothing for other values. */
export function StatusBadge({ status }: StatusBadgeProps) {
  if (status !== 'pending_rating' && status !== 'rated') return null;
  return (
    <span className={`status-badge status-badge--${status === 'rated' ? 'rated' : 'pending'}`}>
      {domainText(fieldLabel('status', status))}
    </span>
  );
}
