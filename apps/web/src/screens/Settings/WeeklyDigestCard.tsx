import { DIGEST_MESSAGES } from '@welink/domain';
import { errorMessage } from '../../api/errors';
import { useMe, useSetWeeklyDigest } from '../../api/users';
import { Banner } from '../../components/Banner';
import { useSettingsT } from './messages';
import { Switch } from './Switch';

/** Settings: the weekly digest by mail, off until the member turns it on. */
export function WeeklyDigestCard() {
  const t = useSettingsT();
  const me = useMe();
  const setWeeklyDigest = useSetWeeklyDigest();

  return (
    <section className="card card--stack" aria-labelledby="settings-digest">
      <h2 id="settings-digest" className="card__title">
        {t('settings.digest.title')}
      </h2>
      <p className="settings__text">{t('settings.digest.explain')}</p>
      <Switch
        label={t('settings.digest.toggle')}
        checked={me.data?.weeklyDigest ?? false}
        disabled={!me.data}
        onChange={(on) => setWeeklyDigest.mutate(on)}
      />
      {setWeeklyDigest.isError && <Banner tone="error">{errorMessage(setWeeklyDigest.error, DIGEST_MESSAGES.saveFailed)}</Banner>}
    </section>
  );
}
