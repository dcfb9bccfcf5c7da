/**
 * What a reminder push shows, in a browser (Web Push) or the phone app (FCM): the
 * notification's title and text, and the page a tap opens.
 */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
}
