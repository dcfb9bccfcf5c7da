export * from './date-input';
export { CalendarButton, type CalendarButtonProps } from './calendar-button';
