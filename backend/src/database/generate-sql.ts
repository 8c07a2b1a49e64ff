/** One call of a repository method whose SQL is written to `backend/queries/` (and checked for drift by `npm test`). */
export interface SqlExample {
  /** Tells several examples of one method apart. */
  name?: string;
  params: unknown[];
}

type RepositoryClass = abstract new (...args: never[]) => object;

const examples = new Map<RepositoryClass, Map<string, SqlExample[]>>();

/**
 * Marks a repository method for `npm run sql -w backend`: the script calls it with each example's
 * parameters on an empty test database, inside a transaction it rolls back, and writes the SQL it ran.
 */
export function GenerateSql(...calls: SqlExample[]): MethodDecorator {
  return (target, propertyKey) => {
    const repository = target.constructor as RepositoryClass;
    const methods = examples.get(repository) ?? new Map<string, SqlExample[]>();
    methods.set(String(propertyKey), calls.length > 0 ? calls : [{ params: [] }]);
    examples.set(repository, methods);
  };
}

export function sqlExamplesOf(repository: RepositoryClass): Map<string, SqlExample[]> {
  return examples.get(repository) ?? new Map();
}
