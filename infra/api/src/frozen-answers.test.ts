import { z } from 'zod';
import { frozenAnswer, frozenAnswerSerializerCompiler } from './frozen-answers';

/** A response schema that counts how often it checks an answer. */
function countingSchema() {
  const counted = { checks: 0 };
  const schema = z.object({ Name: z.string(), Zones: z.array(z.object({ Id: z.number() })) }).refine(() => {
    counted.checks += 1;
    return true;
  });
  return Object.assign(counted, { schema });
}

const serializerFor = (schema: z.ZodType) =>
  frozenAnswerSerializerCompiler({ schema, method: 'GET', url: '/api/test', httpStatus: '200' });

describe('frozen answers: shared answers validated and serialized once per route', () => {
  test('a frozen answer is checked once and gives the same JSON every time', () => {
    const counted = countingSchema();
    const serialize = serializerFor(counted.schema);
    const answer = frozenAnswer({ Name: 'Home', Zones: [{ Id: 1 }] });
    const first = serialize(answer);
    expect(serialize(answer)).toBe(first);
    expect(JSON.parse(first)).toEqual({ Name: 'Home', Zones: [{ Id: 1 }] });
    expect(counted.checks).toBe(1);
  });

  test('any other answer is checked on every call', () => {
    const counted = countingSchema();
    const serialize = serializerFor(counted.schema);
    const answer = { Name: 'Home', Zones: [] };
    serialize(answer);
    serialize(answer);
    expect(counted.checks).toBe(2);
  });

  test('a frozen answer cannot change under its remembered JSON: it is frozen all the way down', () => {
    const answer = frozenAnswer({ Name: 'Home', Zones: [{ Id: 1 }] });
    expect(Object.isFrozen(answer.Zones)).toBe(true);
    expect(Object.isFrozen(answer.Zones[0])).toBe(true);
    expect(() => answer.Zones.push({ Id: 2 })).toThrow(TypeError);
  });

  test('each route shapes the same answer with its own schema', () => {
    const answer = frozenAnswer({ Name: 'Home', Zones: [{ Id: 1 }] });
    const nameOnly = serializerFor(z.object({ Name: z.string() }));
    expect(serializerFor(countingSchema().schema)(answer)).toContain('Zones');
    expect(JSON.parse(nameOnly(answer))).toEqual({ Name: 'Home' });
  });

  test('a frozen answer that breaks its schema fails every time, never remembered', () => {
    const serialize = serializerFor(z.object({ Name: z.number() }));
    const answer = frozenAnswer({ Name: 'Home' });
    expect(() => serialize(answer)).toThrow();
    expect(() => serialize(answer)).toThrow();
  });
});
