import { IDENTITY_FLAGS, type Identity } from '../contracts/identity';

/** A complete identity for tests; pass only what the test is about. */
export function testIdentity(overrides: Partial<Identity> = {}): Identity {
  const flags = Object.fromEntries(IDENTITY_FLAGS.map((flag) => [flag, false])) as Record<
    (typeof IDENTITY_FLAGS)[number],
    boolean
  >;
  return {
    Id: 42,
    Token: 't0k',
    Email: 'gardener@example.com',
    Firstname: '',
    YardCount: 0,
    ZoneCount: 0,
    DefaultYardId: 0,
    SponsorId: 0,
    PreferedRetailerId: 0,
    LandingPage: 'launchpad',
    PartnerTypeId: 0,
    ReferralCodeId: 0,
    ReferralCodeToken: '',
    CommunityForumsLink: '',
    DevicePlatform: '',
    ShowAddPlantDelayMS: 0,
    LastSeenAt: null,
    ...flags,
    ...overrides,
  };
}
