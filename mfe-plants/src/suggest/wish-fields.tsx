import { useGetPlantAttributeCatalogueQuery, useGetPlantSearchOptionsQuery } from '@thrive/shared';
import { CheckboxGroup } from './checkbox-group';
import type { ChoiceList, SuggestDraftForm } from './suggest-draft';
import styles from './suggest.module.css';

/**
 * Categories narrow the suggestions; wishes (attracts, resistant to, tolerates) rank them, so a
 * plant meeting more of them comes first; toxicities to avoid leave plants out.
 */
export function WishFields({ form }: { form: SuggestDraftForm }) {
  const options = useGetPlantSearchOptionsQuery().data;
  // 0: the whole catalogue (SPEC §3 Attribute catalogue), not one plant's.
  const catalogue = useGetPlantAttributeCatalogueQuery(0).data;
  const group = (list: ChoiceList, legend: string, items: { Id: number; Name: string }[], hint?: string) => (
    <CheckboxGroup
      form={form}
      name={list}
      id={`suggest-${list.toLowerCase()}`}
      legend={legend}
      hint={hint}
      items={items}
    />
  );
  return (
    <>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Kinds of plants (optional)</legend>
        {group('Categories', 'Categories', options?.Categories ?? [], 'Only plants of the kinds you tick.')}
      </fieldset>
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>Wishes (optional)</legend>
        <p className={styles.hint}>Plants that meet more of your wishes come first.</p>
        {group('Attractants', 'Attracts', catalogue?.Attractants ?? [])}
        {group('Resistances', 'Resistant to', catalogue?.Resistances ?? [])}
        {group('Tolerances', 'Tolerates', catalogue?.Tolerances ?? [])}
        {group(
          'Avoid',
          'Avoid plants that are',
          catalogue?.Poisonous ?? [],
          'No suggested plant will be any of these.',
        )}
      </fieldset>
    </>
  );
}
