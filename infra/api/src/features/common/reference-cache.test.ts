import type { Database } from '../../db/database';
import { cachedReference, forgetReferenceData, forgetReferenceRoom } from './reference-cache';

// The cache keys on the database handle only; these tests never query it.
const handle = () => ({}) as Database;

/** A reference read that counts how often it reaches "the database". */
function countedRead(...answers: (string[] | Error)[]) {
  const read = async () => {
    const answer = answers[Math.min(read.calls, answers.length - 1)]!;
    read.calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  read.calls = 0;
  return read;
}

describe('reference data served from memory', () => {
  test('a reference answer is read once per database and shared', async () => {
    const db = handle();
    const read = countedRead(['Full Sun']);
    const first = await cachedReference(db, 'sun', read);
    expect(await cachedReference(db, 'sun', read)).toBe(first);
    expect(read.calls).toBe(1);
    await cachedReference(handle(), 'sun', read);
    expect(read.calls).toBe(2);
  });

  test('after a seed the next read goes to the database', async () => {
    const db = handle();
    const read = countedRead(['Full Sun'], ['Full Sun', 'Part Sun']);
    await cachedReference(db, 'sun', read);
    forgetReferenceData(db);
    expect(await cachedReference(db, 'sun', read)).toEqual(['Full Sun', 'Part Sun']);
  });

  test('a failed read is not kept', async () => {
    const db = handle();
    const read = countedRead(new Error('down'), ['Full Sun']);
    await expect(cachedReference(db, 'sun', read)).rejects.toThrow('down');
    expect(await cachedReference(db, 'sun', read)).toEqual(['Full Sun']);
  });
});

describe('rooms of the reference cache', () => {
  test('a search page and a list under the same key are kept apart, and a seed forgets both', async () => {
    const db = handle();
    const list = countedRead(['Full Sun']);
    const page = countedRead(['12', '7']);
    expect(await cachedReference(db, 'k', list)).toEqual(['Full Sun']);
    expect(await cachedReference(db, 'k', page, 'plant-search')).toEqual(['12', '7']);
    expect(await cachedReference(db, 'k', page, 'plant-search')).toEqual(['12', '7']);
    expect(page.calls).toBe(1);
    forgetReferenceData(db);
    await cachedReference(db, 'k', list);
    await cachedReference(db, 'k', page, 'plant-search');
    expect([list.calls, page.calls]).toEqual([2, 2]);
  });

  test('forgetting the search pages keeps the lists in memory', async () => {
    const db = handle();
    const list = countedRead(['Full Sun']);
    const page = countedRead(['12', '7']);
    await cachedReference(db, 'k', list);
    await cachedReference(db, 'k', page, 'plant-search');
    forgetReferenceRoom(db, 'plant-search');
    await cachedReference(db, 'k', list);
    await cachedReference(db, 'k', page, 'plant-search');
    expect([list.calls, page.calls]).toEqual([1, 2]);
  });
});
