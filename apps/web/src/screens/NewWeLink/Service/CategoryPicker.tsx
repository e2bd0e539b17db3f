import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Field } from '../../../components/form/Field';
import { domainText } from '../../../i18n/i18n';
import { useNewWeLinkT } from '../messages';
import { filterCategories, type CategoryOption } from './categories';

/** Spec §9: the dropdown closes 300 ms after the field loses focus (a click on an option lands first). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

interface CategoryPickerProps {
  onChoose: (option: CategoryOption) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const optionId = (listId: string, option: CategoryOption) => `${listId}-${option.name.replace(/\W+/g, '-')}`;

/**
 * The searchable category dropdown (spec §2): an editable combobox over a grouped listbox.
 * Arrows move, Enter chooses, Escape closes; typing filters (accents and case ignored).
 */
export function CategoryPicker({ onChoose, error, disabled = false }: CategoryPickerProps) {
  const listId = useId();
  const t = useNewWeLinkT();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const groups = useMemo(() => filterCategories(text), [text]);
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups]);
  const activeOption = isOpen ? options[Math.min(active, options.length - 1)] : undefined;

  useEffect(() => () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
  }, []);

  useEffect(() => {
    if (!activeOption) return;
    const element = document.getElementById(optionId(listId, activeOption));
    if (element instanceof HTMLElement && typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'nearest' });
  }, [activeOption, listId]);

  const open = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    setIsOpen(true);
  };

  const choose = (option: CategoryOption) => {
    setIsOpen(false);
    setText('');
    setActive(0);
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => (isOpen ? setActive((i) => Math.min(last, i + 1)) : open()),
      ArrowUp: () => (isOpen ? setActive((i) => Math.max(0, i - 1)) : open()),
      Home: () => isOpen && setActive(0),
      End: () => isOpen && setActive(last),
      Enter: () => activeOption && choose(activeOption),
      Escape: () => setIsOpen(false),
    };
    const move = moves[event.key];
    if (!move || ((event.key === 'Home' || event.key === 'End') && !isOpen)) return;
    event.preventDefault();
    move();
  };

  // Under the field and its error: the options, or why there are none.
  const dropdown = (
    <>
      <div id={listId} role="listbox" aria-label={t('newWeLink.wizard.category.list')} className="category-picker__list" hidden={!isOpen}>
        {isOpen &&
          groups.map((group) => {
            const headingId = `${listId}-${group.label.replace(/\W+/g, '-')}`;
            return (
              <div key={group.label} role="group" aria-labelledby={headingId}>
                <div id={headingId} role="presentation" className="category-picker__group">
                  {domainText(group.label)}
                </div>
                {group.options.map((option) => (
                  <div
                    key={option.name}
                    id={optionId(listId, option)}
                    role="option"
                    aria-selected={option === activeOption}
                    className="category-picker__option"
                    // Keeps the focus in the field, so the close timer does not start.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    <span aria-hidden="true" className="category-picker__icon">
                      {option.icon}
                    </span>
                    {domainText(option.name)}
                  </div>
                ))}
              </div>
            );
          })}
      </div>
      {isOpen && options.length === 0 && (
        <p className="field__hint" role="status">
          {t('newWeLink.wizard.category.noMatch', { text: text.trim() })}
        </p>
      )}
    </>
  );

  return (
    <Field label={t('newWeLink.wizard.category.label')} error={error} className="category-picker" footer={dropdown}>
      {(aria) => (
        <input
          {...aria}
          name="category"
          className="field__input"
          type="text"
          role="combobox"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(listId, activeOption) : undefined}
          autoComplete="off"
          placeholder={t('newWeLink.wizard.category.placeholder')}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
            open();
          }}
          onFocus={open}
          onClick={open}
          onBlur={() => {
            closeTimer.current = setTimeout(() => setIsOpen(false), DROPDOWN_CLOSE_DELAY_MS);
          }}
          onKeyDown={onKeyDown}
        />
      )}
    </Field>
  );
}
