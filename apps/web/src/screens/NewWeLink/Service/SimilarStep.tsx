import type { Item, SimilarItem } from '@welink/domain';
import { activeLocale, i18n } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';
import { SavedItemCard } from './ItemSummary';

/** 'Lo tienes tú', 'Lo tiene: Ana', 'Lo tienen: tú y Bruno': who in the circle has the candidate. */
export function heldByText(item: SimilarItem, viewerId: string | null): string {
  const holders = item.heldBy ?? [item.user];
  const [only] = holders;
  if (holders.length === 1 && only) {
    return only._id === viewerId ? i18n.t('newWeLink.wizard.heldBy.you') : i18n.t('newWeLink.wizard.heldBy.one', { name: only.name });
  }
  const names = holders.map((user) => (user._id === viewerId ? i18n.t('newWeLink.wizard.heldBy.youName') : user.name));
  return i18n.t('newWeLink.wizard.heldBy.many', { names: new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(names) });
}

interface SimilarStepProps {
  candidates: readonly SimilarItem[];
  viewerId: string | null;
  onSame: (item: Item) => void;
  onNew: () => void;
  onBack: () => void;
  isBusy: boolean;
}

/** Spec §2 duplicate step: 'Es el mismo' picks an existing WeLink, 'Continuar' treats it as new. */
export function SimilarStep({ candidates, viewerId, onSame, onNew, onBack, isBusy }: SimilarStepProps) {
  const t = useNewWeLinkT();
  return (
    <div className="wizard__step-body">
      {candidates.length === 0 ? (
        <p>{t('newWeLink.wizard.noSimilar')}</p>
      ) : (
        <>
          <p>{t('newWeLink.wizard.similarIntro')}</p>
          <ul className="card-list similar-list">
            {candidates.map((item) => (
              <li key={item._id}>
                <SavedItemCard item={item}>
                  <p className="item-summary__meta similar-list__holders">{heldByText(item, viewerId)}</p>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={t('newWeLink.wizard.sameLabel', { title: item.title })}
                    onClick={() => onSame(item)}
                    disabled={isBusy}
                  >
                    {t('newWeLink.wizard.same')}
                  </button>
                </SavedItemCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isBusy}>
          {t('newWeLink.back')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onNew} disabled={isBusy}>
          {t('newWeLink.continue')}
        </button>
      </div>
    </div>
  );
}
