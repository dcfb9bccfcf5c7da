import { useState } from 'react';
import {
  Button,
  ConfirmDialog,
  errorText,
  LoadError,
  Loading,
  notify,
  useCreateCalendarFeedMutation,
  useGetCalendarFeedQuery,
  useRevokeCalendarFeedMutation,
} from '@thrive/shared';
import { TaskNav } from '../common/task-nav';
import { TasksPage } from '../common/tasks-page';
import { FeedAddress } from './feed-address';
import { absoluteFeedUrl } from './feed-url';
import styles from '../common/tasks.module.css';

const SUBSCRIBE_TITLE = 'Calendar Feed';
const FEED_TURNED_OFF = 'Your calendar address no longer works.';
export const FEED_ADDRESS_MADE = 'Your new calendar address is ready.';
const madeOn = (at: string | null) =>
  at ? new Date(at).toLocaleDateString('en-US', { dateStyle: 'medium' }) : '';

/**
 * tasks/subscribe: the gardener's tasks as a private calendar feed (iCal). The address is a
 * secret shown once when made; a new one replaces it, and the feed can be turned off.
 */
export function SubscribePage() {
  const feed = useGetCalendarFeedQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const [address, setAddress] = useState<string | null>(null);
  const [asking, setAsking] = useState<'rotate' | 'revoke' | null>(null);

  const makeAddress = async () => {
    setAsking(null);
    try {
      const made = await create().unwrap();
      setAddress(made.Url ? absoluteFeedUrl(made.Url, window.location.origin) : null);
      notify({ message: FEED_ADDRESS_MADE, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  };
  const turnOff = async () => {
    setAsking(null);
    try {
      await revoke().unwrap();
      setAddress(null);
      notify({ message: FEED_TURNED_OFF, variant: 'success' });
    } catch (error) {
      notify({ message: errorText(error), variant: 'error' });
    }
  };

  const busy = creating.isLoading || revoking.isLoading;
  const state = feed.data;
  return (
    <TasksPage title={SUBSCRIBE_TITLE}>
      <TaskNav />
      <section className={styles.card} aria-labelledby="feed-title">
        <h3 id="feed-title" className={styles.cardTitle}>
          Your tasks in your own calendar
        </h3>
        <p className={styles.note}>
          Subscribe to your tasks from Google Calendar, Apple Calendar or Outlook: they show beside your other
          plans and update on their own (most calendars check for changes a few times a day).
        </p>
        <p className={styles.note}>The address is private: anyone who has it can see your tasks.</p>
        {feed.isLoading ? (
          <Loading label="Checking your calendar feed…" />
        ) : feed.isError || !state ? (
          <LoadError message={errorText(feed.error)} onRetry={() => void feed.refetch()} />
        ) : !state.Active ? (
          <Button variant="primary" disabled={busy} onClick={() => void makeAddress()}>
            Create my calendar address
          </Button>
        ) : (
          <>
            <p className={styles.note}>
              Your calendar address was made {state.CreatedAt ? `on ${madeOn(state.CreatedAt)}` : 'earlier'}.
              {!address && ' It is shown only once; if you need it again, make a new address.'}
            </p>
            <div className={styles.row}>
              <Button disabled={busy} onClick={() => setAsking('rotate')}>
                Make a new address
              </Button>
              <Button variant="danger" disabled={busy} onClick={() => setAsking('revoke')}>
                Turn off
              </Button>
            </div>
          </>
        )}
      </section>
      {address && <FeedAddress url={address} />}
      <ConfirmDialog
        id="feed-rotate"
        open={asking === 'rotate'}
        title="Make a new address?"
        message="The old address stops working: calendars that use it stop updating until you give them the new one."
        onConfirm={() => void makeAddress()}
        onCancel={() => setAsking(null)}
      />
      <ConfirmDialog
        id="feed-revoke"
        type="danger"
        open={asking === 'revoke'}
        title="Turn off your calendar feed?"
        message="The address stops working, and calendars that use it stop updating."
        onConfirm={() => void turnOff()}
        onCancel={() => setAsking(null)}
      />
    </TasksPage>
  );
}
