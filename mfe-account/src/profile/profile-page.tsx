import { errorText, LoadError, Loading, useGetProfileQuery } from '@thrive/shared';
import { AccountPage } from '../common/account-page';
import { AccountFacts } from './account-facts';
import { DeleteAccount } from './delete-account';
import { ProfileForm } from './profile-form';

const PROFILE_TITLE = 'My Profile';

/** users/profile (SPEC §2.4 My Profile, §7 GET/POST/DELETE users/{uid}). */
export function ProfilePage() {
  const profile = useGetProfileQuery();
  return (
    <AccountPage title={PROFILE_TITLE}>
      {profile.isLoading ? (
        <Loading label="Loading your profile…" />
      ) : profile.isError || !profile.data ? (
        <LoadError message={errorText(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          <ProfileForm profile={profile.data} />
          <AccountFacts profile={profile.data} />
          <DeleteAccount />
        </>
      )}
    </AccountPage>
  );
}
