import { z } from 'zod';
import { canonicalIdOf, DATABASE_ID_MAX, idSchema, wholeId } from './database-ids';

describe('ids are read only from their canonical decimal text', () => {
  test.each(['2.0', '0x2', '2e0', '+2', '02', ' 2', '2 ', '-0', '', 'abc', '1_000'])(
    '%j names no id',
    (text) => {
      expect(canonicalIdOf(text)).toBeUndefined();
      expect(
        idSchema(0, { notWhole: 'not whole', tooSmall: 'too small' }).safeParse(text).error?.issues,
      ).toEqual([expect.objectContaining({ message: 'not whole' })]);
    },
  );

  test('canonical text within PostgreSQL’s integer is the id', () => {
    expect(['0', '2', '2147483647'].map(canonicalIdOf)).toEqual([0, 2, DATABASE_ID_MAX]);
    expect(canonicalIdOf('2147483648')).toBeUndefined();
    expect(canonicalIdOf(2)).toBeUndefined();
  });

  test('the schema reads canonical text and JSON numbers, with its messages for the range', () => {
    const yardId = wholeId('yard id');
    expect(yardId.parse('42')).toBe(42);
    expect(yardId.parse(42)).toBe(42);
    expect(yardId.safeParse('0').error?.issues[0]?.message).toBe('The yard id must be above 0.');
    expect(yardId.safeParse('-1').error?.issues[0]?.message).toBe('The yard id must be above 0.');
    expect(yardId.safeParse('2147483648').error?.issues[0]?.message).toBe('The yard id is too large.');
    expect(yardId.safeParse(1.5).error?.issues[0]?.message).toBe('The yard id must be a whole number.');
    expect(wholeId('zone id', 0).parse('0')).toBe(0);
  });

  test('an answer holding an id can be written out (encode), as the API serializes answers', () => {
    const answer = z.object({ Settings: z.object({ yid: wholeId('yard id', 0).default(0) }) });
    expect(z.encode(answer, { Settings: { yid: 7 } })).toEqual({ Settings: { yid: 7 } });
  });
});
