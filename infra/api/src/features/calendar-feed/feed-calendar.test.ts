import ICAL from 'ical.js';
import { allowedHosts, appUrl, UNKNOWN_HOST_MESSAGE } from './app-url';
import { careTasksCalendar, taskEventUid, taskSummary } from './feed-calendar';
import type { FeedTask } from './feed-tasks';

const task = (changes: Partial<FeedTask>): FeedTask => ({
  id: 7,
  taskType: 'Water',
  commonName: 'Tomato',
  zoneName: 'Bed',
  details: '',
  notes: '',
  dueDate: '2026-04-05',
  dateCompleted: null,
  completed: false,
  updatedAt: new Date('2026-03-30T08:00:00Z'),
  repeat: null,
  ...changes,
});

test('the summary is "<task type>: <plant> (<zone>)", leaving out names a task has not got', () => {
  expect(taskSummary(task({}))).toBe('Water: Tomato (Bed)');
  expect(taskSummary(task({ zoneName: '' }))).toBe('Water: Tomato');
  expect(taskSummary(task({ commonName: '', zoneName: '' }))).toBe('Water');
  expect(taskSummary(task({ completed: true }))).toBe('✓ Water: Tomato (Bed)');
});

test('each task is one all-day event with a stable UID, on its day in every time zone', () => {
  const text = careTasksCalendar(
    [task({}), task({ id: 8, completed: true, dueDate: '2026-03-24', dateCompleted: '2026-03-25' })],
    { appUrl: 'https://thrive.example', at: new Date('2026-04-01T12:00:00Z') },
  );
  expect(text).toContain('DTSTART;VALUE=DATE:20260405\r\nDTEND;VALUE=DATE:20260406\r\n');
  const events = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((e) => new ICAL.Event(e));
  expect(events.map((e) => [e.uid, e.startDate.toString(), e.endDate.toString()])).toEqual([
    [taskEventUid(7), '2026-04-05', '2026-04-06'],
    [taskEventUid(8), '2026-03-25', '2026-03-26'],
  ]);
  expect(events[0]!.component.getFirstPropertyValue('url')).toBe('https://thrive.example/#/tasks/details/7');
  expect(events[0]!.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
  expect(taskEventUid(7)).toBe('task-7@thrive.garden');
});

test('links go to PUBLIC_URL when it is set, whatever host the request names', () => {
  const forged = { protocol: 'http', host: 'evil.example' };
  expect(appUrl(forged, { PUBLIC_URL: ' https://thrive.example/ ' })).toBe('https://thrive.example');
});

test('without PUBLIC_URL, links go to the address called only when its host is in ALLOWED_HOSTS', () => {
  const env = { ALLOWED_HOSTS: ' Garden.Example , https://thrive.example:8443/ ' };
  expect(appUrl({ protocol: 'https', host: 'garden.example' }, env)).toBe('https://garden.example');
  expect(appUrl({ protocol: 'https', host: 'THRIVE.example:8443' }, env)).toBe('https://thrive.example:8443');
  expect(() => appUrl({ protocol: 'https', host: 'garden.example:8443' }, env)).toThrow(UNKNOWN_HOST_MESSAGE);
  expect(() => appUrl({ protocol: 'http', host: 'evil.example' }, env)).toThrow(UNKNOWN_HOST_MESSAGE);
  expect(() => appUrl({ protocol: 'http', host: '' }, env)).toThrow(UNKNOWN_HOST_MESSAGE);
});

test("ALLOWED_HOSTS unset: this machine at PORT (the gateway's 8080 and the API's 8081 unless set) only", () => {
  expect([...allowedHosts({})].sort()).toEqual(
    [
      '127.0.0.1:8080',
      '127.0.0.1:8081',
      '[::1]:8080',
      '[::1]:8081',
      'localhost:8080',
      'localhost:8081',
    ].sort(),
  );
  expect([...allowedHosts({ PORT: '3000' })].sort()).toEqual([
    '127.0.0.1:3000',
    '[::1]:3000',
    'localhost:3000',
  ]);
  expect(appUrl({ protocol: 'http', host: 'localhost:8080' }, {})).toBe('http://localhost:8080');
  expect(appUrl({ protocol: 'http', host: '127.0.0.1:3000' }, { PORT: '3000' })).toBe(
    'http://127.0.0.1:3000',
  );
  expect(() => appUrl({ protocol: 'http', host: 'localhost:9999' }, {})).toThrow(UNKNOWN_HOST_MESSAGE);
  expect(() => appUrl({ protocol: 'http', host: 'evil.example' }, {})).toThrow(UNKNOWN_HOST_MESSAGE);
});

test('the latest repeat of a repeating task carries its RRULE, UNTIL a DATE like its DTSTART', () => {
  const text = careTasksCalendar([task({ repeat: { everyDays: 7, until: '2026-11-04' } })], {
    appUrl: 'https://thrive.example',
    at: new Date('2026-04-01T12:00:00Z'),
  });
  expect(text).toContain('RRULE:FREQ=DAILY;INTERVAL=7;UNTIL=20261104\r\n');
  const [event] = new ICAL.Component(ICAL.parse(text))
    .getAllSubcomponents('vevent')
    .map((e) => new ICAL.Event(e));
  const days: string[] = [];
  const repeats = event!.iterator();
  for (let next = repeats.next(); next && days.length < 40; next = repeats.next()) days.push(next.toString());
  expect(days.slice(0, 3)).toEqual(['2026-04-05', '2026-04-12', '2026-04-19']);
  expect(days.at(-1)).toBe('2026-11-01');
});
