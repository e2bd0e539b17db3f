import { ITEM_MESSAGES } from '@welink/domain';
import { Link, useLocation, useParams } from 'react-router';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle';
import { useSession } from '../../../state/useSession';
import { readItemData, readReturnPath } from './routeState';
import { ServiceWizard } from './ServiceWizard';
import { editWizardState, initialWizardState, prefilledWizardState } from './useWizard';
import { useEditableItem } from '../../../api/items';
import './service.css';

export const LOAD_FAILED = 'Error al cargar los datos del WeLink';

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
  const title = isEditing ? 'Editar WeLink' : 'Nuevo WeLink';
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
  if (editable && editable.user._id !== viewerId) return <LoadProblem title={title} message={ITEM_MESSAGES.notYours} />;
  if (editable) {
    return <ServiceWizard key={id} title={title} initial={() => editWizardState(editable)} returnPath={returnPath ?? '/history'} />;
  }
  if (loaded.isError) return <LoadProblem title={title} message={LOAD_FAILED} />;
  return (
    <p className="loading" role="status">
      Cargando WeLink...
    </p>
  );
}

function LoadProblem({ title, message }: { title: string; message: string }) {
  return (
    <section className="wizard">
      <div className="panel" role="alert">
        <h1>{title}</h1>
        <p>{message}</p>
        <Link className="btn btn-primary" to="/history">
          Volver al historial
        </Link>
      </div>
    </section>
  );
}
