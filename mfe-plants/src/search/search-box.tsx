import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';
import { countText, formStyles as fields, useCarriedLink, visuallyHidden } from '@thrive/shared';
import { PLANT_SEARCH_TEXT_MAX_LENGTH } from '@thrive/shared/contracts';
import { plantDetailsPath } from '@thrive/shared/plant-list';
import { itemKey, itemText, type SuggestionItem } from './suggestion-items';
import { SuggestionList } from './suggestion-list';
import { useTypedSuggestions } from './use-typed-suggestions';
import styles from './search.module.css';

/** The search waits this long after the last key, so one word is one call, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  /** The text searched for now (from the address). */
  value: string;
  onSearch: (text: string) => void;
  /** Runs the search of one category (the text is cleared). */
  onChooseCategory: (categoryId: number) => void;
  /** The zone the search adds plants to, carried to a chosen plant's page. */
  zoneId: number;
}

const { InputBlur, InputKeyDownEnter, ItemClick } = useCombobox.stateChangeTypes;

/**
 * Choosing an option is handled by the box (a plant opens its page, a category searches it),
 * so downshift never writes the option into the text; and leaving the box never chooses the
 * option the pointer or the arrows were on.
 */
function stateReducer(
  state: UseComboboxState<SuggestionItem>,
  { type, changes }: UseComboboxStateChangeOptions<SuggestionItem>,
): Partial<UseComboboxState<SuggestionItem>> {
  switch (type) {
    case InputBlur:
      return { ...changes, selectedItem: state.selectedItem, inputValue: state.inputValue };
    case InputKeyDownEnter:
    case ItemClick:
      return { ...changes, inputValue: state.inputValue };
    default:
      return changes;
  }
}

const suggestionCount = (count: number) => countText(count, 'suggestion', 'suggestions');

/**
 * The search box, a WAI-ARIA combobox (downshift): the search runs as the gardener types
 * (debounced) and Enter searches at once; the list under it offers recent searches, plant
 * names and categories (use-typed-suggestions.ts). Arrow keys move, Enter chooses, Escape
 * closes; the number of options is announced politely.
 */
export function SearchBox({ value, onSearch, onChooseCategory, zoneId }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // The address changed by itself (the menu's fresh search, back): show its text.
    setSeen(value);
    setText(value);
  }
  const { items, remember, clear } = useTypedSuggestions(text);
  const navigate = useNavigate();
  const carried = useCarriedLink();

  // Set once a chosen plant opens its page. The search page stays on screen while that page
  // renders, with its typing timer still set: that search must not then run and send the
  // gardener back to the search.
  const leaving = useRef(false);
  const search = useEffectEvent((next: string) => {
    if (!leaving.current) onSearch(next);
  });
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  const searchNow = (next: string) => {
    setText(next);
    if (next !== value) onSearch(next);
    remember(next);
  };
  const choose = (item: SuggestionItem) => {
    switch (item.kind) {
      case 'recent':
        return searchNow(item.text);
      case 'clear-recent':
        return clear();
      case 'plant':
        remember(item.plant.Name);
        // The typed text becomes the search first, so Back from the plant returns to it.
        if (text !== value) onSearch(text);
        leaving.current = true;
        return navigate(carried(plantDetailsPath(item.plant.Id, zoneId)));
      case 'category':
        setText('');
        return onChooseCategory(item.category.Id);
    }
  };

  const combobox = useCombobox<SuggestionItem>({
    items,
    inputId: 'plant-search-text',
    inputValue: text,
    selectedItem: null,
    itemToString: itemText,
    itemToKey: (item) => (item ? itemKey(item) : null),
    stateReducer,
    onInputValueChange: ({ inputValue }) => setText(inputValue ?? ''),
    onSelectedItemChange: ({ selectedItem }) => {
      if (selectedItem) choose(selectedItem);
    },
  });
  const { isOpen, highlightedIndex, getLabelProps, getInputProps, closeMenu } = combobox;

  // Enter on the text itself (no option highlighted) searches at once, the list closed.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || highlightedIndex >= 0 || event.nativeEvent.isComposing) return;
    (event.nativeEvent as { preventDownshiftDefault?: boolean }).preventDownshiftDefault = true;
    event.preventDefault();
    closeMenu();
    searchNow(text);
  };
  const shown = isOpen && items.length > 0;
  const choices = items.filter((item) => item.kind !== 'clear-recent').length;

  return (
    <form
      role="search"
      className={styles.searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        searchNow(text);
      }}
    >
      <label {...getLabelProps({ className: styles.searchLabel })}>Search plants</label>
      <input
        {...getInputProps({
          type: 'search',
          className: fields.control,
          maxLength: PLANT_SEARCH_TEXT_MAX_LENGTH,
          placeholder: 'Common or botanical name',
          autoComplete: 'off',
          enterKeyHint: 'search',
          onKeyDown,
        })}
      />
      <SuggestionList
        items={items}
        isOpen={isOpen}
        highlightedIndex={highlightedIndex}
        getMenuProps={combobox.getMenuProps}
        getItemProps={combobox.getItemProps}
      />
      <p role="status" className={visuallyHidden}>
        {shown ? suggestionCount(choices) : ''}
      </p>
    </form>
  );
}
