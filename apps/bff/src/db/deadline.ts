/**
 * A person's request never waits long for the database: every call on one has a deadline
 * (250 ms), after which the page goes on without it. The statement may still finish on the
 * server; its answer is dropped.
 */
export const PERSON_DEADLINE_MS = 250;

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export async function withDeadline<T>(
  work: Promise<T>,
  ms: number = PERSON_DEADLINE_MS,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new DatabaseUnavailableError(`The database did not answer within ${ms} ms.`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, late]);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(
      `The database cannot be read: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  } finally {
    clearTimeout(timer);
    // The dropped statement's own failure, later, is not unhandled.
    work.catch(() => {});
  }
}
