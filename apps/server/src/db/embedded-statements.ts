// Statements the embedded database's worker keeps prepared (docs/decisions/041). PGlite's own
// `query` sends each statement as six messages, one call into PostgreSQL each, and has it parsed,
// analysed and planned every time. A statement run outside a transaction goes through here
// instead: prepared once under a name, then run as one batch (Bind, Describe, Execute, Sync) in
// one call, its answer read by PGlite's own protocol parser and result builder, so the rows come
// back exactly as `query` gives them. It takes the same two locks as `query`, so it never runs
// inside another caller's transaction.
import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

const { serialize } = protocol;

/** Statements kept prepared at most; the one used longest ago is closed to make room. */
const MAX_STATEMENTS = 200;

/**
 * Errors that mean the prepared statement no longer fits the database (a table changed under
 * it, or it is gone): it is dropped and the statement is run as PGlite runs it.
 */
const STALE_STATEMENT = new Set(['0A000', '26000']);

interface Statement {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL described them. */
  paramTypes: number[];
}

export class PreparedStatements {
  /** By SQL text, least recently used first. */
  private readonly statements = new Map<string, Statement>();
  private made = 0;

  constructor(private readonly db: PGlite) {}

  /** `db.query(sql, params, options)` outside a transaction, from a prepared statement. */
  async query(sql: string, params: unknown[], options: QueryOptions): Promise<Results> {
    const prepared = await this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(() => this.runPrepared(sql, params, options)),
    );
    // Not prepared (refused, or stale): as PGlite runs it, which takes the locks itself.
    return prepared ?? this.db.query(sql, params, options);
  }

  private async runPrepared(sql: string, params: unknown[], options: QueryOptions) {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    if (!statement) return undefined;
    let messages: BackendMessage[];
    try {
      messages = await this.run(this.bind(statement, params));
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) {
        throw Object.assign(error as Error, { query: sql });
      }
      await this.forget(sql);
      return undefined;
    }
    // Most recently used last.
    this.statements.delete(sql);
    this.statements.set(sql, statement);
    await this.db.syncToFs();
    return parse.parseResults(messages, this.db.parsers, options)[0]!;
  }

  /** Prepares `sql` under a name of its own; undefined if PostgreSQL refused it. */
  private async prepare(sql: string): Promise<Statement | undefined> {
    const parts: Uint8Array[] = [];
    if (this.statements.size >= MAX_STATEMENTS) {
      const [oldest, its] = this.statements.entries().next().value!;
      this.statements.delete(oldest);
      parts.push(serialize.close({ type: 'S', name: its.name }));
    }
    const name = `elite_${++this.made}`;
    parts.push(serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }));
    parts.push(serialize.sync());
    let messages: BackendMessage[];
    try {
      messages = await this.run(Buffer.concat(parts));
    } catch {
      // A refused statement is run by `query`, which reports the error as it always has.
      return undefined;
    }
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.statements.set(sql, statement);
    return statement;
  }

  /** Bind, Describe, Execute and Sync of `statement` with `params`, serialised as `query` does. */
  private bind(statement: Statement, params: unknown[]): Uint8Array {
    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const serializer = this.db.serializers[statement.paramTypes[i]!];
      return serializer ? (serializer(param) as string) : String(param);
    });
    return Buffer.concat([
      serialize.bind({ statement: statement.name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
  }

  private async forget(sql: string) {
    const statement = this.statements.get(sql);
    if (!statement) return;
    this.statements.delete(sql);
    await this.run(
      Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
    );
  }

  /**
   * Runs a batch of messages in one call into PostgreSQL: its answer as PGlite parsed it, or
   * PostgreSQL's error thrown (the batch ends with Sync, so the session is ready again).
   */
  private run(batch: Uint8Array): Promise<BackendMessage[]> {
    return this.db.execProtocolStream(batch, { syncToFs: false });
  }
}
