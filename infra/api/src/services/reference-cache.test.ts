import type { Database } from '../db/database';
import { cachedReference, forgetReferenceData } from './reference-cache';

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
