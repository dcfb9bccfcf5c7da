/** "27 °F (-3 °C)": a temperature as our gardeners read it, with the forecast's own Celsius. */
export const temperatureText = (celsius: number): string =>
  `${Math.round((celsius * 9) / 5 + 32)} °F (${Math.round(celsius)} °C)`;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Tuesday" for a yyyy-mm-dd day. */
export const weekdayOf = (day: string): string => WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
