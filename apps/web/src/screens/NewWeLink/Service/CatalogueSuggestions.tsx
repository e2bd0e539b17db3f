import { EXTERNAL_MESSAGES, type ExternalSearchResult } from '@welink/domain';
import { catalogueProblem, useCatalogueSearch, type Catalogue } from '../../../api/external';
import { Banner } from '../../../components/Banner';
import { CategoryImage } from '../../../components/WeLink/CategoryImage';
import { domainText, i18n } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';

interface CatalogueSuggestionsProps {
  catalogue: Catalogue;
  /** What the title field holds. */
  text: string;
  /** Off once a suggestion is picked or before the user types. */
  enabled: boolean;
  onPick: (result: ExternalSearchResult) => void;
  disabled?: boolean;
}

/** Whose placeholder a missing cover or poster shows. */
const PLACEHOLDER_CATEGORY: Record<Catalogue, string> = { movies: 'Película', tv: 'Serie', books: 'Libro' };

const yearOf = (date: string | undefined) => /^\d{4}/.exec(date ?? '')?.[0];

/** The second line of a suggestion: year, authors or creators, seasons and status. */
function details(result: ExternalSearchResult): string {
  const parts = [
    yearOf(result.releaseDate),
    result.authors?.join(', '),
    result.createdBy?.join(', '),
    result.numberOfSeasons ? i18n.t('newWeLink.wizard.suggestions.seasons', { count: result.numberOfSeasons }) : undefined,
    result.status && domainText(result.status),
  ];
  return parts.filter(Boolean).join(' · ');
}

/**
 * Suggestions of an outside catalogue under a title field (spec §2, §7, §8). When the catalogue
 * is not available (503) its message says to type the data by hand, and the form stays usable.
 */
export function CatalogueSuggestions({ catalogue, text, enabled, onPick, disabled = false }: CatalogueSuggestionsProps) {
  const search = useCatalogueSearch(catalogue, text, enabled);
  const t = useNewWeLinkT();
  if (!enabled || !search.isLongEnough) return null;
  if (search.isError) {
    const problem = catalogueProblem(catalogue, search.error);
    return <Banner tone={problem.isNotConfigured ? 'info' : 'error'}>{domainText(problem.text)}</Banner>;
  }
  if (search.isPending) {
    return (
      <p className="field__hint" role="status">
        {t('newWeLink.wizard.suggestions.searching')}
      </p>
    );
  }
  if (search.data.length === 0) {
    return (
      <p className="field__hint" role="status">
        {domainText(EXTERNAL_MESSAGES.noResults)}
      </p>
    );
  }
  return (
    <div className="suggestions">
      <p className="suggestions__title" id={`suggestions-${catalogue}`}>
        {t('newWeLink.wizard.suggestions.title')}
      </p>
      <ul className="suggestions__list" aria-labelledby={`suggestions-${catalogue}`}>
        {search.data.map((result) => {
          const line = details(result);
          return (
            <li key={`${result.provider}-${result.externalId}`}>
              <button
                type="button"
                className="suggestion"
                aria-label={line ? `${result.title}, ${line}` : result.title}
                onClick={() => onPick(result)}
                disabled={disabled}
              >
                <CategoryImage
                  className="suggestion__thumb"
                  src={result.thumbnail}
                  category={{ category: PLACEHOLDER_CATEGORY[catalogue] }}
                  loading="lazy"
                  width={40}
                  height={60}
                />
                <span className="suggestion__text">
                  <span className="suggestion__name">{result.title}</span>
                  {line && <span className="suggestion__details">{line}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
