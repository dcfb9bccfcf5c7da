import { photoAlt, photoDate, photoDescription, photoPlace, storageSize, storageUse } from './photo-text';
import { takenAt } from '../testing/fake-gallery-api';

const MB = 1024 * 1024;

describe('photo texts', () => {
  test('SPEC §2.7: the created date reads MM/dd/yyyy hh:mm a, in the gardener’s time zone', () => {
    expect(photoDate(takenAt(2026, 4, 5, 14, 30))).toBe('04/05/2026 02:30 PM');
    expect(photoDate(takenAt(2025, 12, 31, 0, 7))).toBe('12/31/2025 12:07 AM');
    expect(photoDate('not a date')).toBe('');
  });

  test('the place is city and state, or whichever is known', () => {
    expect(photoPlace({ City: 'Ames', State: 'IA' })).toBe('Ames, IA');
    expect(photoPlace({ City: '', State: 'IA' })).toBe('IA');
    expect(photoPlace({ City: ' ', State: '' })).toBe('');
  });

  test('alt text and button names come from the plant’s name and the date', () => {
    const photo = { CommonName: 'Lavender', CreatedDate: takenAt(2026, 3, 1, 9, 5) };
    expect(photoAlt(photo)).toBe('Photo of Lavender taken 03/01/2026 09:05 AM');
    expect(photoDescription(photo)).toBe('photo of Lavender taken 03/01/2026 09:05 AM');
    expect(photoAlt({ CommonName: '', CreatedDate: '' })).toBe('Photo');
  });

  test('storage use: "Using 12.3 MB of 500 MB"', () => {
    expect(storageUse(Math.round(12.3 * MB), 500 * MB)).toBe('Using 12.3 MB of 500 MB');
    expect(storageSize(0)).toBe('0 MB');
    expect(storageSize(340 * 1024)).toBe('340 KB');
    expect(storageSize(10)).toBe('0.1 KB');
    expect(storageSize(1.5 * 1024 * MB)).toBe('1.5 GB');
  });
});
