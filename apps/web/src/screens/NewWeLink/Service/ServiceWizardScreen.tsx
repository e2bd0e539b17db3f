import { ITEM_MESSAGES } from '@welink/domain';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useSession } from '../../../state/useSession';
import { readItemData, readReturnPath } from './routeState';
import { ServiceWizard } from './ServiceWizard';
import { editWizardState, initialWizardState, prefilledWizardState } from './useWizard';
import { useEditableItem } from '../../../api/items';
import { domainText } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';
import './service.css';

/**
 * /new-welink/service and /new-welink/service/edit/{id} (spec §2). An edit takes the WeLink
 * from route state itemData, or loads it by id; another member's WeLink is refused at once, as
 * /edit-event/{id} refuses it (the server would refuse the save anyway).
 */
export function ServiceWizardScreen() {
  const { id } = useParams();
  const location = useLocation();
  const viewerId = useSession()?.user.userId ?? null;
  const isEditing = id !== undefined;
  const t = useNewWeLinkT();
  const title = t(isEditing ? 'newWeLink.wizard.editTitle' : 'newWeLink.wizard.newTitle');
  useDocumentTitle(title);
  const { item, prefill } = readItemData(location.state);
  const returnPath = readReturnPath(location.state);
  const given = item && item._id === id ? item : null;
  const loaded = useEditableItem(id ?? null, { enabled: isEditing && given === null, retry: false });

  if (!isEditing) {
    return (
      <ServiceWizard
        key="new"
        title={title}
        initial={() => (prefill ? prefilledWizardState(prefill) : initialWizardState())}
        returnPath={returnPath ?? '/new-welink'}
      />
    );
  }
  const editable = given ?? loaded.data;
  if (editable && editable.user._id !== viewerId) return <LoadProblem title={title} message={domainText(ITEM_MESSAGES.notYours)} />;
  if (editable) {
    return <ServiceWizard key={id} title={title} initial={() => editWizardState(editable)} returnPath={returnPath ?? '/history'} />;
  }
  if (loaded.isError) return <LoadProblem title={title} message={t('newWeLink.wizard.loadFailed')} />;
  return (
    <p className="loading" role="status">
      {t('newWeLink.wizard.loading')}
    </p>
  );
}

function LoadProblem({ title, message }: { title: string; message: string }) {
  const t = useNewWeLinkT();
  return (
    <section className="wizard">
      <div className="panel" role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        <Link className="btn btn-primary" to="/history">
          {t('newWeLink.toHistory')}
        </Link>
      </div>
    </section>
  );
}
