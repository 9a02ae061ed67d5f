import type { FakeObject } from './stripe-api-server';
import type { Answer } from './stripe-connect-api';

const invalidRequest = (message: string, param: string): Answer => ({
  status: 400,
  body: { error: { type: 'invalid_request_error', message, param } },
});

/**
 * One page of a Stripe list, as Stripe answers it: the objects newest first, `limit` of them (1 to
 * 100, 10 unless asked), those after `starting_after`, and whether more follow. `noun` names an
 * object in Stripe's error for a `starting_after` it does not know.
 */
export function listPage<T extends FakeObject>(
  objects: T[],
  form: Record<string, unknown>,
  { url, noun, shown }: { url: string; noun: string; shown: (object: T) => unknown },
): Answer {
  const limit = Number(form.limit ?? 10);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    return invalidRequest('Invalid integer: limit must be between 1 and 100', 'limit');
  const newestFirst = [...objects].sort(
    (a, b) => Number(b.created) - Number(a.created) || b.id.localeCompare(a.id),
  );
  const after =
    form.starting_after === undefined
      ? 0
      : newestFirst.findIndex((object) => object.id === form.starting_after) + 1;
  if (after === 0 && form.starting_after !== undefined)
    return invalidRequest(`No such ${noun}: '${form.starting_after}'`, 'starting_after');
  return {
    status: 200,
    body: {
      object: 'list',
      url,
      has_more: after + limit < newestFirst.length,
      data: newestFirst.slice(after, after + limit).map(shown),
    },
  };
}

/** Whether `value` is within a Stripe range filter's `gte` and `lt`, each optional. */
export const inRange = (value: unknown, range: unknown) => {
  const { gte, lt } = (range ?? {}) as Record<string, string>;
  return (
    (gte === undefined || Number(value) >= Number(gte)) && (lt === undefined || Number(value) < Number(lt))
  );
};
