import { Banner } from '../../components/Banner';
import { useSettingsT } from './messages';
import { Switch } from './Switch';
import { usePushNotifications, type PushCardState } from './usePushNotifications';

/** Why the switch cannot be turned on (or not yet): message ids. */
const NOTES: Partial<Record<PushCardState['kind'], string>> = {
  loading: 'settings.push.loading',
  unsupported: 'settings.push.unsupported',
  unavailable: 'settings.push.unavailable',
  denied: 'settings.push.denied',
};

/** Settings' opt-in to Web Push on this device. */
export function PushNotificationsCard() {
  const t = useSettingsT();
  const { state, isBusy, turnOn, turnOff, retry } = usePushNotifications();
  const note = NOTES[state.kind];
  const isOn = state.kind === 'ready' && state.isOn;
  return (
    <section className="card card--stack" aria-labelledby="settings-push">
      <h2 id="settings-push" className="card__title">
        {t('settings.push.title')}
      </h2>
      <p className="settings__text">{t('settings.push.explain')}</p>
      <Switch
        label={t('settings.push.toggle')}
        checked={isOn}
        disabled={state.kind !== 'ready' || isBusy}
        busy={state.kind === 'loading' || isBusy}
        onChange={(on) => void (on ? turnOn() : turnOff())}
      />
      {note && <p className="settings__text">{t(note)}</p>}
      {state.kind === 'error' && (
        <Banner tone="error">
          {state.message ?? t('settings.push.failed')}{' '}
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {t('settings.push.retry')}
          </button>
        </Banner>
      )}
    </section>
  );
}
