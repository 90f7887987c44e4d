import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

type BackendMessage = Awaited<ReturnType<PGlite["execProtocol"]>>["messages"][number];
/** What Drizzle's PGlite driver calls on its client. */
export type StatementClient = Pick<PGlite, "query" | "transaction">;

type Statement = {
  name: string;
  parameterTypes: number[];
  /** The statement's RowDescription, or none when it returns no rows. */
  rowDescription: BackendMessage | undefined;
};

const { serialize } = protocol;

// Enough for every statement the app writes; a statement built with a varying shape (a batch of
// n rows) takes a slot per shape, and the least recently used is closed when the slots run out.
const DEFAULT_STATEMENT_SLOTS = 256;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

function failureIn(messages: BackendMessage[], text: string, params: unknown[], options?: QueryOptions) {
  const failure = messages.find((message) => message.name === "error");
  if (!failure) return undefined;
  // The same annotations PGlite's own query() puts on its errors.
  Object.assign(failure, { query: text, params, queryOptions: options });
  return failure;
}

/**
 * Docs/decisions/0010: PGlite's own `query()` talks to its PostgreSQL in six calls (parse,
 * describe, bind, describe, execute, sync) and parses and plans the SQL text every time; on a
 * phone turn that was two thirds of the server's time. This client prepares each SQL text once as
 * a named statement and then runs it in one call (bind, execute, sync), with PGlite's own
 * serializers, parsers, locks and notifications. It offers what Drizzle's PGlite driver uses:
 * `query` and `transaction`.
 */
export function preparedStatementsClient(
  client: PGlite,
  options: { statementSlots?: number } = {},
): StatementClient {
  const slots = options.statementSlots ?? DEFAULT_STATEMENT_SLOTS;
  const statements = new Map<string, Statement>();
  let nextName = 0;

  async function statementFor(text: string, queryOptions?: QueryOptions): Promise<Statement> {
    const known = statements.get(text);
    if (known) {
      // Most recently used last, so the first entry is the one to close when slots run out.
      statements.delete(text);
      statements.set(text, known);
      return known;
    }
    const closing: Uint8Array[] = [];
    while (statements.size >= slots) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      closing.push(serialize.close({ type: "S", name: oldest.name }));
    }
    const name = `switchboard_${nextName++}`;
    const { messages } = await client.execProtocol(
      joined([
        ...closing,
        serialize.parse({ name, text, types: queryOptions?.paramTypes ?? [] }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
    const failure = failureIn(messages, text, [], queryOptions);
    if (failure) throw failure;
    const description = messages.find((message) => message.name === "parameterDescription") as
      | { dataTypeIDs: number[] }
      | undefined;
    const statement = {
      name,
      parameterTypes: description?.dataTypeIDs ?? [],
      rowDescription: messages.find((message) => message.name === "rowDescription"),
    };
    statements.set(text, statement);
    return statement;
  }

  /** Runs inside PGlite's query lock, as its own query() does. */
  async function run<T>(text: string, params: unknown[], queryOptions?: QueryOptions): Promise<Results<T>> {
    const statement = await statementFor(text, queryOptions);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.parameterTypes[index]!;
      const serializer = queryOptions?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      joined([
        serialize.bind({ statement: statement.name, values: values as (string | null)[] }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false, throwOnError: false },
    );
    const failure = failureIn(messages, text, params, queryOptions);
    if (failure) throw failure;
    const described = statement.rowDescription ? [statement.rowDescription, ...messages] : messages;
    // parseResults copies every parser PGlite knows (hundreds, with the array types) into a new object
    // when the options bring their own, as Drizzle's do on every query; layering them costs nothing.
    const parsers = queryOptions?.parsers
      ? Object.assign(Object.create(client.parsers), queryOptions.parsers)
      : client.parsers;
    return parse.parseResults(described, parsers, { ...queryOptions, parsers: undefined })[0] as Results<T>;
  }

  const needsPgliteItself = (queryOptions?: QueryOptions) => queryOptions?.blob !== undefined;

  return {
    async query<T>(text: string, params: unknown[] = [], queryOptions?: QueryOptions): Promise<Results<T>> {
      if (needsPgliteItself(queryOptions)) return client.query<T>(text, params, queryOptions);
      await client._checkReady();
      const result = await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, queryOptions)),
      );
      await client.syncToFs();
      return result;
    },
    transaction<T>(callback: (transaction: Transaction) => Promise<T>): Promise<T> {
      return client.transaction((transaction) => {
        // PGlite's transaction object answers `closed` and `rollback` from its own state, so only
        // its query is replaced; the transaction already holds the transaction lock.
        const inTransaction: Transaction = Object.create(transaction);
        inTransaction.query = async <R>(
          text: string,
          params: unknown[] = [],
          queryOptions?: QueryOptions,
        ) => {
          if (transaction.closed) throw new Error("Transaction is closed");
          if (needsPgliteItself(queryOptions)) return transaction.query<R>(text, params, queryOptions);
          return client._runExclusiveQuery(() => run<R>(text, params, queryOptions));
        };
        return callback(inTransaction);
      });
    },
  };
}
