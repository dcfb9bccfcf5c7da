import { selectIdentity, useAppSelector, useGetIdentityQuery } from '@thrive/shared';

/**
 * Keeps the signed-in identity current: while signed in it subscribes to GET users/{uid},
 * which every call that changes the identity invalidates (tag 'Identity'). Adding the first
 * yard, say, changes YardCount and DefaultYardId, and with them where My Yard goes
 * (SPEC §2.3, §2.4); the query's result replaces the stored identity.
 */
export function IdentityFollower() {
  const signedIn = useAppSelector(selectIdentity) !== null;
  useGetIdentityQuery(undefined, { skip: !signedIn });
  return null;
}
