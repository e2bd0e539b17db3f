import { useState } from 'react';
import { categoryPathLabel, type Recommendation } from '@welink/domain';
import { useRecommendations, useSaveRecommendation } from '../../api/recommendations';
import { Banner, type BannerMessage } from '../../components/Banner';
import { Stars } from '../../components/WeLink/Stars';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { domainText } from '../../i18n/i18n';
import { activeTexts } from '../../lib/activeTexts';
import { useParaTiT } from './messages';
import './paraTi.css';

/** Texts the tests look for, read in the active language. */
export const PARA_TI_MESSAGES = activeTexts({
  loadFailed: 'paraTi.loadFailed',
  empty: 'paraTi.empty',
  save: 'paraTi.save',
  retry: 'paraTi.retry',
});

type T = ReturnType<typeof useParaTiT>;

/** The one-line reason under a suggestion, in the active language. */
function reasonOf({ recommender, shared, agreed, item }: Recommendation, t: T): string {
  return shared === 0
    ? t('paraTi.reason.noShared', { name: recommender.name, rating: item.rating })
    : t('paraTi.reason.agreed', { name: recommender.name, agreed, shared });
}

/** "Restaurante · Italiana": each level's label in the active language. */
function categoryOf(item: Recommendation['item']): string | undefined {
  return categoryPathLabel(item)?.split(' · ').map(domainText).join(' · ');
}

function SuggestionCard({ suggestion, onSave, isSaving }: { suggestion: Recommendation; onSave: () => void; isSaving: boolean }) {
  const t = useParaTiT();
  const { item, recommender } = suggestion;
  return (
    <li className="suggestion">
      <div className="suggestion__main">
        <h2 className="suggestion__title">{item.title}</h2>
        <p className="suggestion__meta">
          <span className="suggestion__category">{categoryOf(item)}</span>
          <span className="suggestion__rating">
            <span className="suggestion__name">{recommender.name}</span>
            <Stars label={t('paraTi.ratingOf', { name: recommender.name })} value={item.rating} size="sm" />
          </span>
        </p>
        <p className="suggestion__reason">{reasonOf(suggestion, t)}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary suggestion__save"
        onClick={onSave}
        disabled={isSaving}
        aria-label={isSaving ? undefined : t('paraTi.saveTitle', { title: item.title })}
      >
        {t(isSaving ? 'paraTi.saving' : 'paraTi.save')}
      </button>
    </li>
  );
}

/** Para ti (/para-ti): the ranked suggestions, each saved as pending in one tap. */
export function ParaTiScreen() {
  const t = useParaTiT();
  useDocumentTitle(t('paraTi.title'));
  const list = useRecommendations();
  const save = useSaveRecommendation();
  const [message, setMessage] = useState<BannerMessage | null>(null);

  const saveOne = (suggestion: Recommendation) => {
    setMessage(null);
    save.mutate(suggestion, {
      onSuccess: ({ message: text }) => setMessage({ tone: 'success', text: t('paraTi.saved', { message: text, title: suggestion.item.title }) }),
      onError: () => setMessage({ tone: 'error', text: t('paraTi.saveFailed') }),
    });
  };

  let body;
  if (list.isPending) {
    body = (
      <p className="loading" role="status">
        {t('paraTi.loading')}
      </p>
    );
  } else if (list.isError) {
    body = (
      <div className="panel para-ti-failure" role="alert">
        <p>{t('paraTi.loadFailed')}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {t(list.isFetching ? 'paraTi.retrying' : 'paraTi.retry')}
        </button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{t('paraTi.empty')}</p>
      </div>
    );
  } else {
    body = (
      <ol className="suggestions" aria-label={t('paraTi.list')}>
        {list.data.map((suggestion) => (
          <SuggestionCard
            key={suggestion.item._id}
            suggestion={suggestion}
            onSave={() => saveOne(suggestion)}
            isSaving={save.isPending && save.variables?.item._id === suggestion.item._id}
          />
        ))}
      </ol>
    );
  }

  return (
    <section className="para-ti">
      <h1 className="screen-title">{t('paraTi.title')}</h1>
      <p className="para-ti__intro">{t('paraTi.intro')}</p>
      {message && (
        <Banner tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {body}
    </section>
  );
}
