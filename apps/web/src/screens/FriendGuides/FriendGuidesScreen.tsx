import { welinkCountText, type Guide } from '@welink/domain';
import { Link, useParams } from 'react-router';
import { useFollowing } from '../../api/connections';
import { errorMessage } from '../../api/errors';
import { useMemberGuides } from '../../api/friendGuides';
import { Banner } from '../../components/Banner';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { FriendGuideDetail } from './FriendGuideDetail';
import { FRIEND_GUIDES_MESSAGES as M } from './friendGuidesMessages';
import { useFriendGuidesT } from './messages';
import './friendGuides.css';

const guidesPath = (friendId: string) => `/contacts/${encodeURIComponent(friendId)}/guias`;

function GuideLinks({ friendId, guides, openId, label }: { friendId: string; guides: Guide[]; openId: string | null; label: string }) {
  return (
    <ul className="friend-guides__list" aria-label={label}>
      {guides.map((guide) => (
        <li key={guide._id}>
          <Link
            to={`${guidesPath(friendId)}/${encodeURIComponent(guide._id)}`}
            className="friend-guides__link"
            aria-current={guide._id === openId ? 'page' : undefined}
          >
            <span className="friend-guide__dot" style={{ background: guide.color }} aria-hidden="true" />
            <span className="friend-guides__link-text">
              <span className="friend-guides__link-name">{guide.name}</span>
              <span className="friend-guides__link-meta">{welinkCountText(guide.items.length)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * A friend's guides, reached from their card in Contactos: the list, and the one open
 * (`/contacts/{id}/guias/{guideId}`) with its progress. A phone shows one or the other; a
 * desktop both side by side.
 */
export function FriendGuidesScreen() {
  useFriendGuidesT();
  const params = useParams();
  const friendId = params.id ?? '';
  const openId = params.listId ?? null;
  const guides = useMemberGuides(friendId);
  // The name comes from Contactos' list (already loaded there), or from a guide of theirs.
  const friendName = useFollowing().data?.find((contact) => contact._id === friendId)?.name ?? guides.data?.[0]?.user.name ?? null;
  const title = friendName ? M.titleOf(friendName) : M.title;
  useDocumentTitle(title);
  const open = openId === null ? undefined : guides.data?.find((guide) => guide._id === openId);

  let body;
  if (guides.isPending) {
    body = (
      <p className="loading" role="status">
        {M.loading}
      </p>
    );
  } else if (guides.isError) {
    body = (
      <div className="friend-guide__failure">
        <Banner tone="error">{errorMessage(guides.error, M.loadFailed)}</Banner>
        <button type="button" className="btn btn-secondary" onClick={() => void guides.refetch()} disabled={guides.isFetching}>
          {M.retry}
        </button>
      </div>
    );
  } else if (guides.data.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{M.empty(friendName)}</p>
      </div>
    );
  } else {
    body = (
      <div className={`friend-guides__layout ${openId ? 'friend-guides__layout--open' : ''}`}>
        <GuideLinks friendId={friendId} guides={guides.data} openId={openId} label={title} />
        <div className="friend-guides__detail">
          {open ? (
            <FriendGuideDetail key={open._id} guide={open} />
          ) : (
            <p className={openId ? 'friend-guides__missing' : 'friend-guides__hint'}>{openId ? M.missing : M.choose}</p>
          )}
        </div>
      </div>
    );
  }

  return (
    <section className="friend-guides">
      <nav className="friend-guides__backs" aria-label={M.backs}>
        {openId && (
          <Link to={guidesPath(friendId)} className="link-button friend-guides__back friend-guides__back--list">
            ← {M.backToList(friendName)}
          </Link>
        )}
        <Link to="/contacts?tab=mis-contactos" className={`link-button friend-guides__back ${openId ? 'friend-guides__back--contacts' : ''}`}>
          ← {M.back}
        </Link>
      </nav>
      <h1 className="screen-title">{title}</h1>
      {body}
    </section>
  );
}
