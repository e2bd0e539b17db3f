import type { Guide } from '@welink/domain';
import { useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useGuides } from '../../api/guides';
import { Banner } from '../../components/Banner';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PlusIcon, SearchIcon } from '../../components/icons';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { readCreateListState } from './createListState';
import { GuideCard } from './GuideCard';
import { GuideFormDialog, type GuideFields } from './GuideFormDialog';
import { PublicLinkDialog } from './PublicLinkDialog';
import { foundCountText, guidesLoadError } from './guideMessages';
import { useListsT } from './messages';
import { filterGuides } from './guideSearch';
import { useGuideActions, type GuideFormTarget } from './useGuideActions';
import './lists.css';

const EMPTY_FIELDS: GuideFields = { name: '', description: '' };

/** My Guides (/lists, spec §2): the member's guides, searched, created, edited, deleted and trimmed. */
export function ListsScreen() {
  const t = useListsT();
  useDocumentTitle(t('lists.title'));
  const searchId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const location = useLocation();
  const navigate = useNavigate();
  const guides = useGuides();
  const actions = useGuideActions();
  const [query, setQuery] = useState('');
  const [openForm, setOpenForm] = useState<GuideFormTarget | null>(null);
  const [toDelete, setToDelete] = useState<Guide | null>(null);
  const [sharingId, setSharingId] = useState<string | null>(null);

  // Arriving from the service wizard with a WeLink for a new guide: the modal opens prefilled.
  // The navigation state is cleared once the modal closes, so a reload or a step back does not create twice.
  const arrival = readCreateListState(location.state);
  const clearArrival = () =>
    void navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null, preventScrollReset: true });

  const form: { target: GuideFormTarget; initial: GuideFields } | null = arrival
    ? { target: { mode: 'create', itemId: arrival.itemId }, initial: { name: arrival.name, description: arrival.description } }
    : openForm && {
        target: openForm,
        initial: openForm.mode === 'edit' ? { name: openForm.guide.name, description: openForm.guide.description } : EMPTY_FIELDS,
      };

  const closeForm = () => {
    if (arrival) clearArrival();
    setOpenForm(null);
    actions.clearFormError();
  };

  const openCreate = () => setOpenForm({ mode: 'create' });

  const all = guides.data;
  const visible = useMemo(() => filterGuides(all ?? [], query), [all, query]);
  const isSearching = query.trim() !== '';

  // A guide that is gone (deleted elsewhere, reloaded) leaves nothing to confirm.
  const deleteTarget = toDelete && all?.some((g) => g._id === toDelete._id) ? toDelete : null;
  const sharing = all?.find((g) => g._id === sharingId) ?? null;

  return (
    <section className="lists" aria-labelledby={`${searchId}-title`}>
      <header className="lists__header">
        <h1 className="screen-title" id={`${searchId}-title`} ref={titleRef} tabIndex={-1}>
          {t('lists.title')}
        </h1>
        <button type="button" className="btn btn-primary" onClick={openCreate} aria-haspopup="dialog">
          <PlusIcon width={20} height={20} />
          {t('lists.new')}
        </button>
      </header>

      {actions.message && (
        <div className="lists__message">
          <Banner tone={actions.message.tone} onClose={actions.dismissMessage}>
            {actions.message.text}
          </Banner>
        </div>
      )}

      {guides.isPending ? (
        <p className="loading" role="status">
          {t('lists.loading')}
        </p>
      ) : guides.isError ? (
        <div className="lists__error">
          <Banner tone="error">{guidesLoadError(guides.error)}</Banner>
          <button type="button" className="btn btn-secondary" onClick={() => void guides.refetch()}>
            {t('lists.retry')}
          </button>
        </div>
      ) : guides.data.length === 0 ? (
        <div className="empty-state lists__empty">
          <p className="empty-state__text">{t('lists.empty')}</p>
          <div className="empty-state__actions">
            <button type="button" className="btn btn-primary" onClick={openCreate} aria-haspopup="dialog">
              {t('lists.createFirst')}
            </button>
          </div>
        </div>
      ) : (
        <>
          <div className="lists__search" role="search">
            <label className="visually-hidden" htmlFor={`${searchId}-search`}>
              {t('lists.searchLabel')}
            </label>
            <SearchIcon className="lists__search-icon" />
            <input
              id={`${searchId}-search`}
              className="field__input lists__search-input"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('lists.searchPlaceholder')}
              autoComplete="off"
            />
          </div>
          <p className="lists__count" aria-live="polite">
            {isSearching ? foundCountText(visible.length) : ''}
          </p>
          {visible.length === 0 ? (
            <div className="empty-state lists__no-match">
              <p className="empty-state__text">{t('lists.noMatch', { query: query.trim() })}</p>
              <div className="empty-state__actions">
                <button type="button" className="btn btn-secondary" onClick={() => setQuery('')}>
                  {t('lists.clearSearch')}
                </button>
              </div>
            </div>
          ) : (
            <ul className="card-list lists__guides" aria-label={t('lists.listLabel')}>
              {visible.map((guide) => (
                <li key={guide._id}>
                  <GuideCard
                    guide={guide}
                    isDeleting={actions.deletingId === guide._id}
                    onEdit={(target) => setOpenForm({ mode: 'edit', guide: target })}
                    onShare={(target) => setSharingId(target._id)}
                    onDelete={setToDelete}
                    onRemoveItem={actions.removeItemFrom}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {/* The form mounts on each opening, so its fields start from that opening's values. */}
      <GuideFormDialog
        open={form !== null}
        onOpenChange={(open) => {
          if (!open) closeForm();
        }}
        title={t(form?.target.mode === 'edit' ? 'lists.form.editTitle' : 'lists.form.createTitle')}
        description={arrival ? t('lists.form.withWeLink') : undefined}
        submitLabel={t(form?.target.mode === 'edit' ? 'lists.form.save' : 'lists.form.create')}
        pendingLabel={t(form?.target.mode === 'edit' ? 'lists.form.saving' : 'lists.form.creating')}
        initial={form?.initial ?? EMPTY_FIELDS}
        isPending={actions.isSaving}
        error={actions.formError}
        onSubmit={(values) => {
          if (form) actions.save(form.target, values, closeForm);
        }}
      />

      <PublicLinkDialog guide={sharing} onClose={() => setSharingId(null)} />

      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title={t('lists.delete.title')}
        description={deleteTarget ? t('lists.delete.confirm', { name: deleteTarget.name }) : ''}
        confirmLabel={t('lists.delete.action')}
        isDanger
        onConfirm={() => {
          if (deleteTarget) actions.remove(deleteTarget, () => titleRef.current?.focus());
        }}
      />
    </section>
  );
}
