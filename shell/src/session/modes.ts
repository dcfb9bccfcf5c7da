import type { CarriedParams, Identity } from '@thrive/shared';

/** The carried view-state value that marks a partner-branded visit (SPEC §2.1). */
export const PARTNER_LINK_PTL = '1';

/**
 * Partner-branded mode (SPEC §1, §2.2, §6 "the partner-mode flag"). SPEC does not say how it
 * is known. Ours: the address carries ptl=1, which a partner's link (a plant tag or banner
 * at a garden centre, agency, botanical garden or plant brand) adds. ptl is a carried
 * view-state parameter, so the mode lasts the whole visit and ends with a plain link.
 * The identity alone does not decide it: a gardener a partner once referred
 * (PartnerTypeId above 0) still gets the full app on their own visits. The identity is
 * taken so that every caller asks the same question the same way should that change.
 */
export function isPartnerMode(_identity: Identity | null, carried: CarriedParams): boolean {
  return carried.ptl === PARTNER_LINK_PTL;
}

/** Lite mode (SPEC §1): a search user (GotoSearch) or a partner-branded visit. */
export function isLiteMode(identity: Identity | null, carried: CarriedParams): boolean {
  return Boolean(identity?.GotoSearch) || isPartnerMode(identity, carried);
}
