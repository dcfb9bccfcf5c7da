import { useMemo } from 'react';
import type { GrowingConditions, ReferenceItem } from '../contracts';
import { selectUserId } from '../store/session-slice';
import { useAppSelector } from '../store/hooks';
import { useGetGrowingConditionsQuery } from './yards';

/** Shown when a name is not known (the lists need a session, the public page has none). */
export const NAME_NOT_AVAILABLE = 'Not available';
export const NOT_SET = 'Not set';

export interface ConditionNames {
  lists: GrowingConditions | undefined;
  sun: (id: number) => string;
  water: (id: number) => string;
  hardiness: (id: number) => string;
}

const EMPTY: ReferenceItem[] = [];

function namer(items: ReferenceItem[]) {
  const names = new Map(items.map((item) => [item.Id, item.Name]));
  return (id: number) => (id === 0 ? NOT_SET : (names.get(id) ?? NAME_NOT_AVAILABLE));
}

/** Names of sun, water and hardiness zone ids (SPEC §3 reference lists), for labels and pickers. */
export function useConditionNames(): ConditionNames {
  const signedIn = useAppSelector(selectUserId) > 0;
  const { data } = useGetGrowingConditionsQuery(undefined, { skip: !signedIn });
  return useMemo(
    () => ({
      lists: data,
      sun: namer(data?.SunRequirements ?? EMPTY),
      water: namer(data?.WaterRequirements ?? EMPTY),
      hardiness: namer(data?.HardinessZones ?? EMPTY),
    }),
    [data],
  );
}
