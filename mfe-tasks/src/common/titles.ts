/** The month calendar's title: here, so the route's loading frame shares it without loading the page. */
export const CALENDAR_TITLE = 'Task Calendar';
