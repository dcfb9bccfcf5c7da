/** Addresses of the design screens (under the landscape segment `styles`) and those they link to. */
export const DESIGNS_PATH = '/styles/designs';
export const STYLES_PATH = '/styles';
export const designPath = (designId: number) => `${DESIGNS_PATH}/${designId}`;
export const designPlanPath = (designId: number) => `${DESIGNS_PATH}/${designId}/plan`;

/** A new design, started from a style and/or a zone when given. */
export function newDesignPath({ styleId = 0, zoneId = 0 }: { styleId?: number; zoneId?: number } = {}) {
  const params = new URLSearchParams();
  if (styleId > 0) params.set('style', String(styleId));
  if (zoneId > 0) params.set('zone', String(zoneId));
  const query = params.toString();
  return `${DESIGNS_PATH}/new${query ? `?${query}` : ''}`;
}

/** The zone's page in the yards area (its route is `zones/view/:id`). */
export const zonePath = (zoneId: number) => `/zones/view/${zoneId}`;

/** A positive whole id from an address, else 0 (absent or malformed means "none"). */
export function idFromAddress(text: string | null | undefined): number {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
