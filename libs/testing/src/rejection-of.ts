/**
 * What a promise rejected with, held to be a `type`: the test fails when the promise resolves or
 * rejects with anything else. Answers the error, for the test to check its status and message.
 */
export async function rejectionOf<E>(promise: Promise<unknown>, type: new (...args: never[]) => E): Promise<E> {
  const outcome = await promise.then(
    () => ({ resolved: true as const }),
    (caught: unknown) => ({ resolved: false as const, caught }),
  );
  if (outcome.resolved) throw new Error(`expected a ${type.name}, but the promise resolved`);
  if (!(outcome.caught instanceof type)) {
    throw new Error(`expected a ${type.name}, but it rejected with ${String(outcome.caught)}`, {
      cause: outcome.caught,
    });
  }
  return outcome.caught;
}
