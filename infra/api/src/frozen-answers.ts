import { serializerCompiler } from 'fastify-type-provider-zod';

/**
 * Answers that many requests share (reference data, a gardener's identity from memory).
 * They can never change, so the response schema has nothing new to check in them after
 * the first time: each route validates and serializes one of them once, not on every call.
 */
const frozenAnswers = new WeakSet<object>();

function deepFreeze(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

/** Freezes `value` all the way down and marks it as a shared answer; returns it. */
export function frozenAnswer<T extends object>(value: T): T {
  deepFreeze(value);
  frozenAnswers.add(value);
  return value;
}

type ZodSerializerCompiler = typeof serializerCompiler;

/**
 * The zod response serializer, remembering per route (each route's schema may shape the
 * same answer differently) the JSON of every frozen answer it has already validated.
 * Everything else is validated and serialized on every call, as before; an answer that
 * fails its schema is never remembered, so it fails every time.
 */
export const frozenAnswerSerializerCompiler: ZodSerializerCompiler = (route) => {
  const serialize = serializerCompiler(route);
  const written = new WeakMap<object, string>();
  return (data: unknown) => {
    if (typeof data !== 'object' || data === null || !frozenAnswers.has(data)) return serialize(data);
    let json = written.get(data);
    if (json === undefined) {
      json = serialize(data);
      written.set(data, json);
    }
    return json;
  };
};

/**
 * A frozen list as a route's reply: Fastify's reply types are not readonly, and only the
 * serializer reads a reply, so nothing writes to it.
 */
export const frozenReply = <T>(list: readonly T[]): T[] => list as T[];
