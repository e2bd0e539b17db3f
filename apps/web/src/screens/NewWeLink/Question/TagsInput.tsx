import { useRef, useState, type KeyboardEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { useNewWeLinkT } from '../messages';
import './formParts.css';

/** The contract's limits (TagsSchema in packages/domain): 30 tags of up to 50 characters. */
export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 50;

const sameTag = (a: string, b: string) => a.toLocaleLowerCase('es') === b.toLocaleLowerCase('es');

/** The list with the typed tag added: trimmed, and ignored when empty, repeated (any case) or over the limit. */
export function addTag(tags: readonly string[], typed: string): string[] {
  const tag = typed.trim().slice(0, MAX_TAG_LENGTH);
  if (!tag || tags.length >= MAX_TAGS || tags.some((t) => sameTag(t, tag))) return [...tags];
  return [...tags, tag];
}

interface TagsInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  label?: string;
  disabled?: boolean;
}

/**
 * Tags added with Enter (or the Añadir button on touch screens) and removed from their chips
 * (spec part 2 §5). Removing a chip puts the focus back in the text box.
 */
export function TagsInput({ tags, onChange, label, disabled = false }: TagsInputProps) {
  const t = useNewWeLinkT();
  const inputRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState('');
  const isFull = tags.length >= MAX_TAGS;

  const commit = () => {
    const next = addTag(tags, draft);
    if (next.length !== tags.length) onChange(next);
    // A repeated tag is dropped quietly; the box is emptied either way.
    if (!isFull) setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds a tag here; it must not submit the form.
    event.preventDefault();
    commit();
  };

  const remove = (tag: string) => {
    onChange(tags.filter((other) => other !== tag));
    inputRef.current?.focus();
  };

  return (
    <Field
      label={label ?? t('newWeLink.tags.label')}
      className="tags-input"
      hint={isFull ? t('newWeLink.tags.full', { max: MAX_TAGS }) : t('newWeLink.tags.hint')}
      footer={
        tags.length > 0 && (
          <ul className="tags-input__list" aria-label={t('newWeLink.tags.added')}>
            {tags.map((tag) => (
              <li key={tag} className="tag-chip">
                <span className="tag-chip__text">{tag}</span>
                <button
                  type="button"
                  className="tag-chip__remove"
                  aria-label={t('newWeLink.tags.remove', { tag })}
                  onClick={() => remove(tag)}
                  disabled={disabled}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    >
      {(aria) => (
        <div className="tags-input__row">
          <input
            {...aria}
            ref={inputRef}
            className="field__input"
            value={draft}
            maxLength={MAX_TAG_LENGTH}
            disabled={disabled}
            enterKeyHint="enter"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className="btn btn-secondary" onClick={commit} disabled={disabled || isFull || !draft.trim()}>
            {t('newWeLink.tags.add')}
          </button>
        </div>
      )}
    </Field>
  );
}
