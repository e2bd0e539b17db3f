import { Banner } from '../../components/Banner';
import { Switch } from './Switch';
import { PUSH_CARD_MESSAGES, usePushNotifications, type PushCardState } from './usePushNotifications';

/** Why the switch cannot be turned on (or not yet). */
const NOTES: Partial<Record<PushCardState['kind'], string>> = {
  loading: PUSH_CARD_MESSAGES.loading,
  unsupported: PUSH_CARD_MESSAGES.unsupported,
  unavailable: PUSH_CARD_MESSAGES.unavailable,
  denied: PUSH_CARD_MESSAGES.denied,
};

/** Settings' opt-in to Web Push on this device. */
export function PushNotificationsCard() {
  const { state, isBusy, turnOn, turnOff, retry } = usePushNotifications();
  const isOn = state.kind === 'ready' && state.isOn;
  return (
    <section className="card card--stack" aria-labelledby="settings-push">
      <h2 id="settings-push" className="card__title">
        {PUSH_CARD_MESSAGES.title}
      </h2>
      <p className="settings__text">{PUSH_CARD_MESSAGES.explain}</p>
      <Switch
        label={PUSH_CARD_MESSAGES.toggle}
        checked={isOn}
        disabled={state.kind !== 'ready' || isBusy}
        busy={state.kind === 'loading' || isBusy}
        onChange={(on) => void (on ? turnOn() : turnOff())}
      />
      {NOTES[state.kind] && <p className="settings__text">{NOTES[state.kind]}</p>}
      {state.kind === 'error' && (
        <Banner tone="error">
          {state.message}{' '}
          <button type="button" className="btn btn-secondary" onClick={retry}>
            {PUSH_CARD_MESSAGES.retry}
          </button>
        </Banner>
      )}
    </section>
  );
}
