import { ACCOUNT_MESSAGES, exportFileName } from '@welink/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useDownloadData } from '../../api/users';
import { Banner } from '../../components/Banner';
import { saveFile } from '../../lib/saveFile';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Settings: take everything along, or leave with it deleted. */
export function YourDataCard() {
  const download = useDownloadData();
  const [isDeleting, setIsDeleting] = useState(false);

  const downloadData = () =>
    download.mutate(undefined, { onSuccess: (zip) => saveFile(zip, exportFileName(new Date())) });

  return (
    <section className="card card--stack" aria-labelledby="settings-data">
      <h2 id="settings-data" className="card__title">
        Tus datos
      </h2>
      <p className="settings__text">
        Descarga un archivo con todo lo tuyo: perfil, WeLinks, fotos, preguntas, respuestas, guías y conexiones, más tus
        libros para Goodreads y tus películas para Letterboxd.
      </p>
      {download.isError && <Banner tone="error">{errorMessage(download.error, ACCOUNT_MESSAGES.exportFailed)}</Banner>}
      <button type="button" className="btn btn-secondary btn-block" onClick={downloadData} disabled={download.isPending}>
        {download.isPending ? 'Preparando el archivo...' : 'Descargar tus datos'}
      </button>
      <p className="settings__text">
        ¿Vienes de Goodreads, Letterboxd o Google Maps? Trae tus valoraciones y tus sitios guardados: los revisas antes de
        guardar nada.
      </p>
      <Link to="/settings/importar" className="btn btn-secondary btn-block">
        Importar de otros servicios
      </Link>
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
