import { ACCOUNT_MESSAGES } from '@welink/domain';
import { useState } from 'react';
import { errorMessage } from '../../api/errors';
import { useDownloadData } from '../../api/users';
import { Banner } from '../../components/Banner';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** Hands a downloaded file to the browser's downloads, under `name`. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Settings: take everything along, or leave with it deleted. */
export function YourDataCard() {
  const download = useDownloadData();
  const [isDeleting, setIsDeleting] = useState(false);

  const downloadData = () =>
    download.mutate(undefined, { onSuccess: (zip) => saveFile(zip, `welink-${new Date().toISOString().slice(0, 10)}.zip`) });

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
