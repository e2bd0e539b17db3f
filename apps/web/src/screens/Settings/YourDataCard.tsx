import { useState } from 'react';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Settings: what WeLink keeps of the member, and leaving with it deleted. */
export function YourDataCard() {
  const [isDeleting, setIsDeleting] = useState(false);
  return (
    <section className="card card--stack" aria-labelledby="settings-data">
      <h2 id="settings-data" className="card__title">
        Tus datos
      </h2>
      <p className="settings__text">
        Si eliminas tu cuenta, borramos al momento tu perfil, tus WeLinks, preguntas, respuestas, guías, conexiones y
        fotos. Lo que tus contactos guardaron de ti sigue en su historial, recomendado por «Usuario eliminado».
      </p>
      <button type="button" className="btn btn-secondary btn-block settings__delete" onClick={() => setIsDeleting(true)}>
        Eliminar tu cuenta
      </button>
      <DeleteAccountDialog open={isDeleting} onClose={() => setIsDeleting(false)} />
    </section>
  );
}
