import type { UseComboboxPropGetters } from 'downshift';
import { History, Tag, X } from 'lucide-react';
import { PlantThumbnail } from '@thrive/shared';
import {
  groupOf,
  itemKey,
  SUGGESTION_GROUPS,
  type SuggestionGroup,
  type SuggestionItem,
} from './suggestion-items';
import styles from './suggestions.module.css';

interface Props {
  items: SuggestionItem[];
  isOpen: boolean;
  highlightedIndex: number;
  getMenuProps: UseComboboxPropGetters<SuggestionItem>['getMenuProps'];
  getItemProps: UseComboboxPropGetters<SuggestionItem>['getItemProps'];
}

function OptionContent({ item }: { item: SuggestionItem }) {
  switch (item.kind) {
    case 'recent':
      return (
        <>
          <History className={styles.icon} aria-hidden="true" focusable="false" />
          <span className={styles.name}>{item.text}</span>
        </>
      );
    case 'clear-recent':
      return (
        <>
          <X className={styles.icon} aria-hidden="true" focusable="false" />
          <span className={styles.action}>Clear recent searches</span>
        </>
      );
    case 'plant': {
      const { plant } = item;
      // The common name under a name it is also known by; the botanical name always.
      const also = plant.Name === plant.CommonName ? null : plant.CommonName;
      return (
        <>
          <PlantThumbnail src={plant.Thumbnail} className={styles.thumbnail} />
          <span className={styles.names}>
            <span className={styles.name}>{plant.Name}</span>
            <span className={styles.detail}>
              {also && <>{also}, </>}
              <i>{plant.BotanicalName}</i>
            </span>
          </span>
        </>
      );
    }
    case 'category':
      return (
        <>
          <Tag className={styles.icon} aria-hidden="true" focusable="false" />
          <span className={styles.names}>
            <span className={styles.name}>{item.category.Name}</span>
            <span className={styles.detail}>Every plant in this category</span>
          </span>
        </>
      );
  }
}

/**
 * The combobox's listbox: the options in groups (recent searches, plants, categories), each
 * group named by its heading. It stays in the page's flow under the box, full width, so it
 * pushes the results down rather than covering them.
 */
export function SuggestionList({ items, isOpen, highlightedIndex, getMenuProps, getItemProps }: Props) {
  const shown = isOpen && items.length > 0;
  const groups = new Map<SuggestionGroup, { item: SuggestionItem; index: number }[]>();
  if (shown)
    items.forEach((item, index) => {
      const group = groupOf(item);
      groups.set(group, [...(groups.get(group) ?? []), { item, index }]);
    });
  return (
    <div {...getMenuProps({ className: shown ? styles.menu : styles.closed })}>
      {[...groups].map(([group, options]) => (
        <div key={group} role="group" aria-labelledby={`search-suggestions-${group}`}>
          {/* The group's name; hidden itself, so it is not read again as a line of the list. */}
          <div id={`search-suggestions-${group}`} aria-hidden="true" className={styles.heading}>
            {SUGGESTION_GROUPS[group]}
          </div>
          {options.map(({ item, index }) => (
            <div
              key={itemKey(item)}
              {...getItemProps({
                item,
                index,
                className:
                  index === highlightedIndex ? `${styles.option} ${styles.highlighted}` : styles.option,
              })}
            >
              <OptionContent item={item} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
