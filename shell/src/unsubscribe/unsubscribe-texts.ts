export { LINK_PAGE_HOME_TEXT as GO_HOME_TEXT } from '../common/link-page-problem';

export const UNSUBSCRIBE_TITLE = 'E-mail reminders';
export const LOADING_UNSUBSCRIBE = 'Opening the page…';
export const CONFIRM_HEADING = 'Turn off e-mail reminders?';
export const CONFIRM_TEXT =
  'You will no longer get the morning e-mail of the day’s care tasks and frost alerts.';
export const TURN_OFF_TEXT = 'Turn them off';
export const TURNING_OFF_TEXT = 'Turning them off…';
export const DONE_HEADING = 'E-mail reminders are off';
export const TURN_ON_AGAIN_TEXT = 'You can turn them on again at any time in Settings.';
export const PROBLEM_HEADING = 'Reminders could not be turned off';
/** A token that cannot be one: said at once, without asking the server. */
export const INCOMPLETE_LINK_HEADING = 'This unsubscribe link is not complete';
