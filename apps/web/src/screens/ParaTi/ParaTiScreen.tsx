import { useState } from 'react';
import { categoryPathLabel, recommendationReason, type Recommendation } from '@welink/domain';
import { useRecommendations, useSaveRecommendation } from '../../api/recommendations';
import { SAVE_MESSAGES } from '../../api/items';
import { Banner, type BannerMessage } from '../../components/Banner';
import { Stars } from '../../components/WeLink/Stars';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import './paraTi.css';

export const PARA_TI_MESSAGES = {
  title: 'Para ti',
  intro: 'Lo que no tienes y tus contactos valoran con 4★ o más, primero lo de quienes coinciden contigo.',
  loading: 'Buscando recomendaciones para ti...',
  loadFailed: 'Error al cargar tus recomendaciones',
  empty: 'Aún no hay recomendaciones para ti. Aparecerán cuando las personas que sigues valoren con 4★ o más algo que no tengas.',
  save: 'Guardar como pendiente',
  saving: 'Guardando...',
  retry: 'Reintentar',
} as const;

function SuggestionCard({ suggestion, onSave, isSaving }: { suggestion: Recommendation; onSave: () => void; isSaving: boolean }) {
  const { item, recommender } = suggestion;
  return (
    <li className="suggestion">
      <div className="suggestion__main">
        <h2 className="suggestion__title">{item.title}</h2>
        <p className="suggestion__meta">
          <span className="suggestion__category">{categoryPathLabel(item)}</span>
          <span className="suggestion__rating">
            <span className="suggestion__name">{recommender.name}</span>
            <Stars label={`Valoración de ${recommender.name}`} value={item.rating} size="sm" />
          </span>
        </p>
        <p className="suggestion__reason">{recommendationReason(suggestion)}</p>
      </div>
      <button
        type="button"
        className="btn btn-primary suggestion__save"
        onClick={onSave}
        disabled={isSaving}
        aria-label={isSaving ? undefined : `${PARA_TI_MESSAGES.save}: ${item.title}`}
      >
        {isSaving ? PARA_TI_MESSAGES.saving : PARA_TI_MESSAGES.save}
      </button>
    </li>
  );
}

/** Para ti (/para-ti): the ranked suggestions, each saved as pending in one tap. */
export function ParaTiScreen() {
  useDocumentTitle(PARA_TI_MESSAGES.title);
  const list = useRecommendations();
  const save = useSaveRecommendation();
  const [message, setMessage] = useState<BannerMessage | null>(null);

  const saveOne = (suggestion: Recommendation) => {
    setMessage(null);
    save.mutate(suggestion, {
      onSuccess: ({ message: text }) => setMessage({ tone: 'success', text: `${text}: «${suggestion.item.title}»` }),
      onError: () => setMessage({ tone: 'error', text: SAVE_MESSAGES.failed }),
    });
  };

  let body;
  if (list.isPending) {
    body = (
      <p className="loading" role="status">
        {PARA_TI_MESSAGES.loading}
      </p>
    );
  } else if (list.isError) {
    body = (
      <div className="panel para-ti-failure" role="alert">
        <p>{PARA_TI_MESSAGES.loadFailed}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void list.refetch()} disabled={list.isFetching}>
          {list.isFetching ? 'Cargando...' : PARA_TI_MESSAGES.retry}
        </button>
      </div>
    );
  } else if (list.data.length === 0) {
    body = (
      <div className="empty-state">
        <p className="empty-state__text">{PARA_TI_MESSAGES.empty}</p>
      </div>
    );
  } else {
    body = (
      <ol className="suggestions" aria-label="Recomendaciones para ti">
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
      <h1 className="screen-title">{PARA_TI_MESSAGES.title}</h1>
      <p className="para-ti__intro">{PARA_TI_MESSAGES.intro}</p>
      {message && (
        <Banner tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Banner>
      )}
      {body}
    </section>
  );
}
