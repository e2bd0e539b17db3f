import pg from 'pg';

/** What sits between this process and PostgreSQL (DATABASE_POOLER). */
export type Pooler = 'pgbouncer' | undefined;

/**
 * A named statement the server connection does not hold (26000), or holds already (42P05):
 * node-postgres parses a name once per client connection, and a transaction-mode pooler hands
 * the next statement to another server connection.
 */
const LOST_STATEMENT_CODES = new Set(['26000', '42P05']);

const POOLER_HINT =
  'DATABASE_URL seems to go through a transaction-mode pooler that keeps no named statements (PgBouncer before 1.21, or without max_prepared_statements): set DATABASE_POOLER=pgbouncer';

type Callback = (error: Error | null, result: unknown) => void;

/** A query's config object (not a text, nor a Submittable such as a cursor). */
const isConfig = (value: unknown): value is pg.QueryConfig =>
  typeof value === 'object' && value !== null && !('submit' in value) && 'text' in value;

/**
 * The pg.Client class of the pools: behind PgBouncer in transaction mode every statement is
 * sent unnamed (parsed and planned on every call, the pooler's cost: docs/decisions/0028);
 * otherwise statements keep their names, and a name lost to an undeclared pooler fails with
 * an error that says what to set.
 */
export function clientClassFor(pooler: Pooler): typeof pg.Client {
  return pooler === 'pgbouncer' ? UnnamedStatementsClient : NamedStatementsClient;
}

// pg.Client's query has a dozen overloads (text or config, values, callback, Submittable);
// these two pass every form through, so their arguments and result are typed loosely.
/* eslint-disable @typescript-eslint/no-explicit-any */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: any[]): any {
    const [config] = args;
    if (isConfig(config) && config.name) args[0] = { ...config, name: undefined };
    return (super.query as (...a: any[]) => any).apply(this, args);
  }
}

class NamedStatementsClient extends pg.Client {
  override query(...args: any[]): any {
    const [config] = args;
    const run = super.query as (...a: any[]) => any;
    if (!isConfig(config) || !config.name) return run.apply(this, args);
    const last: unknown = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = ((error, result) => (last as Callback)(explained(error), result)) satisfies Callback;
      return run.apply(this, args);
    }
    return (run.apply(this, args) as Promise<unknown>).catch((error: unknown) => {
      throw explained(error);
    });
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

function explained<E>(error: E): E {
  const code = (error as { code?: unknown } | null)?.code;
  if (error instanceof Error && typeof code === 'string' && LOST_STATEMENT_CODES.has(code) && !error.message.includes(POOLER_HINT)) {
    error.message = `${error.message}. ${POOLER_HINT}`;
  }
  return error;
}
