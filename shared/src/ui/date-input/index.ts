/**
 * @thrive/shared/date-input: the date field of SPEC §5 and its calendar button (the calendar
 * and react-day-picker load when first opened). An entry of its own, shared like the main
 * one (see mf/shared-dependencies.ts): the launch pad asks for no date. It imports the rest
 * of the package by its entry names, never by relative path.
 */
export * from './date-input';
export { CalendarButton, type CalendarButtonProps } from './calendar-button';
