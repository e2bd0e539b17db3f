import type { Item, SimilarItem } from '@welink/domain';
import { SavedItemCard } from './ItemSummary';

export const NO_SIMILAR_MESSAGE = 'No se encontraron servicios similares.';

/** 'Lo tienes tú', 'Lo tiene: Ana', 'Lo tienen: tú y Bruno': who in the circle has the candidate. */
export function heldByText(item: SimilarItem, viewerId: string | null): string {
  const names = (item.heldBy ?? [item.user]).map((user) => (user._id === viewerId ? 'tú' : user.name));
  if (names.length === 1) return names[0] === 'tú' ? 'Lo tienes tú' : `Lo tiene: ${names[0]}`;
  return `Lo tienen: ${names.slice(0, -1).join(', ')} y ${names.at(-1)}`;
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
  return (
    <div className="wizard__step-body">
      {candidates.length === 0 ? (
        <p>{NO_SIMILAR_MESSAGE}</p>
      ) : (
        <>
          <p>Ya hay WeLinks parecidos. Si es uno de ellos, elígelo; si no, continúa con uno nuevo.</p>
          <ul className="card-list similar-list">
            {candidates.map((item) => (
              <li key={item._id}>
                <SavedItemCard item={item}>
                  <p className="item-summary__meta similar-list__holders">{heldByText(item, viewerId)}</p>
                  <button
                    type="button"
                    className="btn btn-secondary"
                    aria-label={`Es el mismo: ${item.title}`}
                    onClick={() => onSame(item)}
                    disabled={isBusy}
                  >
                    Es el mismo
                  </button>
                </SavedItemCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="actions actions--end">
        <button type="button" className="btn btn-secondary" onClick={onBack} disabled={isBusy}>
          Volver
        </button>
        <button type="button" className="btn btn-primary" onClick={onNew} disabled={isBusy}>
          Continuar
        </button>
      </div>
    </div>
  );
}
