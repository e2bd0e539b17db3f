import { ACCOUNT_MESSAGES, exportFileName } from '@welink/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/errors';
import { useDownloadData } from '../../api/users';
import { Banner } from '../../components/Banner';
import { saveFile } from '../../lib/saveFile';
import { DeleteAccountDialog } from './DeleteAccountDialog';
import { useSettingsT } from './messages';

/** Settings: take everything along, or leave with it deleted. */
export function YourDataCard() {
  const t = useSettingsT();
  const download = useDownloadData();
  const [isDeleting, setIsDeleting] = useState(false);

  const downloadData = () =>
    download.mutate(undefined, { onSuccess: (zip) => saveFile(zip, exportFileName(new Date())) });

  return (
    <section className="card card--stack" aria-labelledby="settings-data">
      <h2 id="settings-data" className="card__title">
        {t('settings.data.title')}
      </h2>
      <p className="settings__text">{t('settings.data.explain')}</p>
      {download.isError && <Banner tone="error">{errorMessage(download.error, ACCOUNT_MESSAGES.exportFailed)}</Banner>}
      <button type="button" className="btn btn-secondary btn-block" onClick={downloadData} disabled={download.isPending}>
        {t(download.isPending ? 'settings.data.preparing' : 'settings.data.download')}
      </button>
      <p className="settings__text">{t('settings.data.importExplain')}</p>
      <Link to="/settings/importar" className="btn btn-secondary btn-block">
        {t('settings.data.import')}
      </Link>
      <p className="settings__text">{t('settings.data.deleteExplain')}</p>
      <button type="button" className="btn btn-secondary btn-block settings__delete" onClick={() => setIsDeleting(true)}>
        {t('settings.data.delete')}
      </button>
      <DeleteAccountDialog open={isDeleting} onClose={() => setIsDeleting(false)} />
    </section>
  );
}
