import { DIGEST_MESSAGES } from '@welink/domain';
import { errorMessage } from '../../api/errors';
import { useMe, useSetWeeklyDigest } from '../../api/users';
import { Banner } from '../../components/Banner';
import { Switch } from './Switch';

/** Settings: the weekly digest by mail, off until the member turns it on. */
export function WeeklyDigestCard() {
  const me = useMe();
  const setWeeklyDigest = useSetWeeklyDigest();

  return (
    <section className="card card--stack" aria-labelledby="settings-digest">
      <h2 id="settings-digest" className="card__title">
        Resumen semanal por email
      </h2>
      <p className="settings__text">
        Cada lunes por la mañana: lo mejor valorado por tus contactos, las preguntas que aún no has respondido y tus
        pendientes que tus contactos han valorado bien.
      </p>
      <Switch
        label="Recibir el resumen semanal"
        checked={me.data?.weeklyDigest ?? false}
        disabled={!me.data}
        onChange={(on) => setWeeklyDigest.mutate(on)}
      />
      {setWeeklyDigest.isError && <Banner tone="error">{errorMessage(setWeeklyDigest.error, DIGEST_MESSAGES.saveFailed)}</Banner>}
    </section>
  );
}
