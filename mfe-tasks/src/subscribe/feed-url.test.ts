import { absoluteFeedUrl, webcalUrl } from './feed-url';

describe('the calendar feed’s address', () => {
  test('a path becomes absolute with the page’s origin', () => {
    expect(absoluteFeedUrl('/api/calendar/abc.ics', 'https://garden.example')).toBe(
      'https://garden.example/api/calendar/abc.ics',
    );
  });

  test('an absolute address stays as it is', () => {
    expect(absoluteFeedUrl('https://cdn.example/abc.ics', 'https://garden.example')).toBe(
      'https://cdn.example/abc.ics',
    );
  });

  test('webcal:// for calendar apps', () => {
    expect(webcalUrl('https://garden.example/api/calendar/abc.ics')).toBe(
      'webcal://garden.example/api/calendar/abc.ics',
    );
    expect(webcalUrl('http://localhost:8080/a.ics')).toBe('webcal://localhost:8080/a.ics');
  });
});
