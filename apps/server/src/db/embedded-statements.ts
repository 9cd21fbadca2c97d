// Statements the embedded database's worker keeps prepared (docs/decisions/041, 042). PGlite's
// own `query` sends each statement as six messages, one call into PostgreSQL each, and has it
// parsed, analysed and planned every time. A statement run outside a transaction goes through
// here instead: prepared once under a name, then run as one batch (Bind, Describe, Execute, Sync)
// in one call. Its answer is kept as the bytes PostgreSQL wrote, for the server's thread to read
// (embedded-results.ts): the worker, the bottleneck, neither parses them nor copies rows across
// threads. It takes the same two locks as `query`, so it never runs inside another caller's
// transaction.
import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { errorIn } from './embedded-results';

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

  /**
   * PostgreSQL's answer to `sql` with `params`, outside any transaction, as the bytes it wrote;
   * undefined if the statement could not be prepared (then run it with `query`, which reports
   * PostgreSQL's error as it always has). PostgreSQL's error in running it is thrown.
   */
  async run(sql: string, params: unknown[]): Promise<Uint8Array | undefined> {
    return this.db._runExclusiveTransaction(() =>
      this.db._runExclusiveQuery(() => this.runPrepared(sql, params)),
    );
  }

  private async runPrepared(sql: string, params: unknown[]) {
    const statement = this.statements.get(sql) ?? (await this.prepare(sql));
    if (!statement) return undefined;
    const bytes = await this.runRaw(this.bind(statement, params));
    const error = errorIn(bytes);
    if (error) {
      if (!STALE_STATEMENT.has(error.code ?? '')) throw Object.assign(error, { query: sql });
      await this.forget(sql);
      return undefined;
    }
    // Most recently used last.
    this.statements.delete(sql);
    this.statements.set(sql, statement);
    await this.db.syncToFs();
    return bytes;
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
      messages = await this.runParsed(Buffer.concat(parts));
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
    await this.runParsed(
      Buffer.concat([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
    );
  }

  /**
   * Runs a batch of messages in one call into PostgreSQL: its answer as PGlite parsed it, or
   * PostgreSQL's error thrown (the batch ends with Sync, so the session is ready again).
   */
  private runParsed(batch: Uint8Array): Promise<BackendMessage[]> {
    return this.db.execProtocolStream(batch, { syncToFs: false });
  }

  /**
   * Runs a batch of messages in one call into PostgreSQL: its answer as the bytes PostgreSQL
   * wrote, in a buffer of their own (PGlite hands them over as views of its memory), unparsed.
   */
  private async runRaw(batch: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await this.db.execProtocolRawStream(batch, {
      syncToFs: false,
      onRawData: (data) => chunks.push(data.slice()),
    });
    if (chunks.length === 1) return chunks[0]!;
    const bytes = new Uint8Array(chunks.reduce((size, chunk) => size + chunk.length, 0));
    let at = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, at);
      at += chunk.length;
    }
    return bytes;
  }
}
