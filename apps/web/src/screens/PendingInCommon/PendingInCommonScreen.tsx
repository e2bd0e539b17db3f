import { type CommonThing, type PendingInCommon, type RatedForTheOther } from '@welink/domain';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePendingInCommon } from '../../api/circle';
import { errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useSession } from '../../state/useSession';
import { ItemByIdDialog } from '../../components/WeLink/ItemByIdDialog';
import './pendingInCommon.css';

export const PENDING_IN_COMMON_MESSAGES = {
  title: 'Pendientes en común',
  titleWith: (name: string) => `Pendientes en común con ${name}`,
  back: 'Volver a Contactos',
  loading: 'Cargando vuestros pendientes...',
  loadFailed: 'No se pudieron cargar los pendientes en común',
  retry: 'Reintentar',
  empty: 'No tenéis pendientes en común',
  tonight: '¿Qué vemos esta noche?',
  tonightHint: 'Los tenéis pendientes los dos.',
  ratedByOne: 'Uno lo valoró bien, el otro lo tiene pendiente',
} as const;

/** "Restaurante · Ana lo valoró con 5★ · lo tienes pendiente", or "Película · Lo valoraste con 4★ · Ana lo tiene pendiente". */
export function ratedByOneText(entry: RatedForTheOther, viewerId: string | null, friendName: string): string {
  const who =
    entry.ratedBy._id === viewerId
      ? `Lo valoraste con ${entry.rating}★ · ${friendName} lo tiene pendiente`
      : `${entry.ratedBy.name} lo valoró con ${entry.rating}★ · lo tienes pendiente`;
  return `${entry.category} · ${who}`;
}

function ThingButton({ thing, detail, onOpen }: { thing: CommonThing; detail?: string; onOpen: (itemId: string) => void }) {
  return (
    <button type="button" className="card-button common-thing" onClick={() => onOpen(thing.itemId)}>
      <span className="common-thing__body">
        <span className="common-thing__title">{thing.title}</span>
        {detail && <span className="common-thing__detail">{detail}</span>}
      </span>
    </button>
  );
}

function CommonLists({ data, viewerId, onOpen }: { data: PendingInCommon; viewerId: string | null; onOpen: (itemId: string) => void }) {
  const tonightId = useId();
  const ratedId = useId();
  return (
    <>
      {data.bothPending.length > 0 && (
        <section className="common-section" aria-labelledby={tonightId}>
          <h2 id={tonightId} className="common-section__title">
            {PENDING_IN_COMMON_MESSAGES.tonight}
          </h2>
          <p className="common-section__hint">{PENDING_IN_COMMON_MESSAGES.tonightHint}</p>
          {data.bothPending.map((group) => (
            <div key={group.category} className="common-group">
              <h3 className="common-group__title">{group.category}</h3>
              <ul className="common-list" aria-label={group.category}>
                {group.items.map((thing) => (
                  <li key={thing.itemId}>
                    <ThingButton thing={thing} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      )}
      {data.ratedByOne.length > 0 && (
        <section className="common-section" aria-labelledby={ratedId}>
          <h2 id={ratedId} className="common-section__title">
            {PENDING_IN_COMMON_MESSAGES.ratedByOne}
          </h2>
          <ul className="common-list" aria-labelledby={ratedId}>
            {data.ratedByOne.map((entry) => (
              <li key={entry.itemId}>
                <ThingButton thing={entry} detail={ratedByOneText(entry, viewerId, data.friend.name)} onOpen={onOpen} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Pendientes en común with one friend: reached from their card in Contactos. */
export function PendingInCommonScreen() {
  const friendId = useParams().id ?? '';
  const viewerId = useSession()?.user.userId ?? null;
  const common = usePendingInCommon(friendId);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  useDocumentTitle(common.data ? PENDING_IN_COMMON_MESSAGES.titleWith(common.data.friend.name) : PENDING_IN_COMMON_MESSAGES.title);

  let body;
  if (common.isPending) {
    body = (
      <p className="loading" role="status">
        {PENDING_IN_COMMON_MESSAGES.loading}
      </p>
    );
  } else if (common.isError) {
    body = (
      <div className="common-failure">
        <Banner tone="error">{errorMessage(common.error, PENDING_IN_COMMON_MESSAGES.loadFailed)}</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void common.refetch()} disabled={common.isFetching}>
          {PENDING_IN_COMMON_MESSAGES.retry}
        </button>
      </div>
    );
  } else if (common.data.bothPending.length === 0 && common.data.ratedByOne.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{PENDING_IN_COMMON_MESSAGES.empty}</p>
      </div>
    );
  } else {
    body = <CommonLists data={common.data} viewerId={viewerId} onOpen={setOpenItemId} />;
  }

  return (
    <section className="pending-in-common">
      <Link to="/contacts?tab=mis-contactos" className="link-button pending-in-common__back">
        ← {PENDING_IN_COMMON_MESSAGES.back}
      </Link>
      <h1 className="screen-title">{common.data ? PENDING_IN_COMMON_MESSAGES.titleWith(common.data.friend.name) : PENDING_IN_COMMON_MESSAGES.title}</h1>
      {body}
      <ItemByIdDialog itemId={openItemId} ratable onClose={() => setOpenItemId(null)} />
    </section>
  );
}
