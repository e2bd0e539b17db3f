import { type CommonThing, type PendingInCommon, type RatedForTheOther } from '@welink/domain';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePendingInCommon } from '../../api/circle';
import { errorMessage } from '../../api/errors';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { domainText } from '../../i18n/i18n';
import { useSession } from '../../state/useSession';
import { ItemByIdDialog } from '../../components/WeLink/ItemByIdDialog';
import { activeTexts } from '../../lib/activeTexts';
import { usePendingInCommonT } from './messages';
import './pendingInCommon.css';

/** Texts the tests look for, read in the active language. */
export const PENDING_IN_COMMON_MESSAGES = activeTexts({
  retry: 'pendingInCommon.retry',
  empty: 'pendingInCommon.empty',
  tonight: 'pendingInCommon.tonight',
  ratedByOne: 'pendingInCommon.ratedByOne',
});

type T = ReturnType<typeof usePendingInCommonT>;

/** "Restaurante · Ana lo valoró con 5★ · lo tienes pendiente", or "Película · Lo valoraste con 4★ · Ana lo tiene pendiente". */
export function ratedByOneText(entry: RatedForTheOther, viewerId: string | null, friendName: string, t: T): string {
  const category = domainText(entry.category);
  return entry.ratedBy._id === viewerId
    ? t('pendingInCommon.ratedByViewer', { category, rating: entry.rating, friend: friendName })
    : t('pendingInCommon.ratedByFriend', { category, rating: entry.rating, name: entry.ratedBy.name });
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
  const t = usePendingInCommonT();
  const tonightId = useId();
  const ratedId = useId();
  return (
    <>
      {data.bothPending.length > 0 && (
        <section className="common-section" aria-labelledby={tonightId}>
          <h2 id={tonightId} className="common-section__title">
            {t('pendingInCommon.tonight')}
          </h2>
          <p className="common-section__hint">{t('pendingInCommon.tonightHint')}</p>
          {data.bothPending.map((group) => (
            <div key={group.category} className="common-group">
              <h3 className="common-group__title">{domainText(group.category)}</h3>
              <ul className="common-list" aria-label={domainText(group.category)}>
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
            {t('pendingInCommon.ratedByOne')}
          </h2>
          <ul className="common-list" aria-labelledby={ratedId}>
            {data.ratedByOne.map((entry) => (
              <li key={entry.itemId}>
                <ThingButton thing={entry} detail={ratedByOneText(entry, viewerId, data.friend.name, t)} onOpen={onOpen} />
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
  const t = usePendingInCommonT();
  const friendId = useParams().id ?? '';
  const viewerId = useSession()?.user.userId ?? null;
  const common = usePendingInCommon(friendId);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const title = common.data ? t('pendingInCommon.titleWith', { name: common.data.friend.name }) : t('pendingInCommon.title');
  useDocumentTitle(title);

  let body;
  if (common.isPending) {
    body = (
      <p className="loading" role="status">
        {t('pendingInCommon.loading')}
      </p>
    );
  } else if (common.isError) {
    body = (
      <div className="common-failure">
        <Banner tone="error">{errorMessage(common.error, t('pendingInCommon.loadFailed'))}</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void common.refetch()} disabled={common.isFetching}>
          {t('pendingInCommon.retry')}
        </button>
      </div>
    );
  } else if (common.data.bothPending.length === 0 && common.data.ratedByOne.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{t('pendingInCommon.empty')}</p>
      </div>
    );
  } else {
    body = <CommonLists data={common.data} viewerId={viewerId} onOpen={setOpenItemId} />;
  }

  return (
    <section className="pending-in-common">
      <Link to="/contacts?tab=mis-contactos" className="link-button pending-in-common__back">
        ← {t('pendingInCommon.back')}
      </Link>
      <h1 className="screen-title">{title}</h1>
      {body}
      <ItemByIdDialog itemId={openItemId} ratable onClose={() => setOpenItemId(null)} />
    </section>
  );
}
