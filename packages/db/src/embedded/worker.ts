// The embedded database's thread: it holds every PGlite instance of the process and runs their
// queries, so a long statement keeps this thread busy rather than the HTTP server's event loop
// (decision 153). Node runs this file as it is (type stripping): only erasable TypeScript, and no
// imports but packages and `import type`.
import { parentPort } from 'node:worker_threads';
import { PGlite, type Transaction, types } from '@electric-sql/pglite';
import type { Envelope, ErrorData, QueryOptions, Reply, Request } from './protocol';

// Drizzle maps dates, times, intervals and numeric arrays itself from PostgreSQL's text, so its
// PGlite driver asks PGlite to leave them as text. It asks with every query, and PGlite then copies
// its whole table of parsers (about 318 with the array types) to merge the request in: more than
// half the cost of a `select 1`. Set once on the instance, the same parsers cost nothing per query;
// the job queue's rarer queries pass PGlite's own parsers of those types back (`stock`).
const drizzleTextTypes = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

type Instance = {
  pglite: PGlite;
  stock: { parsers: PGlite['parsers'] };
  transactions: Map<number, { handle: Transaction; end(end: TransactionEnd): void }>;
};
type TransactionEnd = { call: number; commit: boolean };

const port = parentPort;
if (!port) throw new Error('the embedded database runs in a worker thread');
const post = (reply: Reply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

const instances = new Map<number, Instance>();
const unlisteners = new Map<number, () => Promise<void>>();
let nextTransaction = 1;
/** Thrown inside PGlite's transaction to have it roll back, as the main thread's transaction failed. */
const rollBack = Symbol('roll back');

function errorData(error: unknown): ErrorData {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // The query's options hold functions; what callers read (code, constraint, detail, ...) is text.
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
      fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

async function open(request: Extract<Request, { op: 'open' }>): Promise<Instance> {
  const pglite = await PGlite.create({
    startParams: [...PGlite.defaultStartParams, ...request.startParams],
    ...(request.dataDir ? { dataDir: request.dataDir } : {}),
    ...(request.loadDataDir ? { loadDataDir: new Blob([request.loadDataDir]) } : {}),
  });
  const stock = {
    parsers: Object.fromEntries(
      drizzleTextTypes.flatMap((type) => {
        const parser = pglite.parsers[type];
        return parser ? [[type, parser]] : [];
      }),
    ),
  };
  for (const type of drizzleTextTypes) pglite.parsers[type] = (text: string) => text;
  return { pglite, stock, transactions: new Map() };
}

function queryOptions(instance: Instance, options: QueryOptions | undefined, stock: boolean) {
  return stock ? { ...instance.stock, ...options } : options;
}

/**
 * Opens a PGlite transaction and holds it open until the main thread ends it: its queries arrive as
 * messages in between, and every other query waits behind it, as PGlite makes them wait.
 */
function begin(instance: Instance, call: number): void {
  const id = nextTransaction++;
  let began = false;
  let ending: TransactionEnd | undefined;
  instance.pglite
    .transaction(async (handle) => {
      began = true;
      const ended = new Promise<TransactionEnd>((end) => instance.transactions.set(id, { handle, end }));
      post({ call, value: id });
      ending = await ended;
      instance.transactions.delete(id);
      if (!ending.commit) throw rollBack;
    })
    .then(
      () => ending && post({ call: ending.call, value: undefined }),
      (error: unknown) => {
        instance.transactions.delete(id);
        const to = began ? ending?.call : call;
        if (to === undefined) return;
        post(error === rollBack ? { call: to, value: undefined } : { call: to, error: errorData(error) });
      },
    );
}

function runner(instance: Instance, tx: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (tx === undefined) return instance.pglite;
  const transaction = instance.transactions.get(tx);
  if (!transaction) throw new Error('Transaction is closed');
  return transaction.handle;
}

async function answer(instance: Instance, call: number, request: Request): Promise<void> {
  switch (request.op) {
    case 'query': {
      const { text, params, options, stock } = request;
      return post({
        call,
        value: await runner(instance, request.tx).query(text, params, queryOptions(instance, options, stock)),
      });
    }
    case 'exec':
      return post({
        call,
        value: await runner(instance, request.tx).exec(
          request.text,
          queryOptions(instance, undefined, request.stock),
        ),
      });
    case 'begin':
      return begin(instance, call);
    case 'end': {
      const transaction = instance.transactions.get(request.tx);
      if (!transaction) throw new Error('Transaction is closed');
      return transaction.end({ call, commit: request.commit });
    }
    case 'listen': {
      const { listener } = request;
      unlisteners.set(
        listener,
        await instance.pglite.listen(request.channel, (payload) => post({ notify: listener, payload })),
      );
      return post({ call, value: undefined });
    }
    case 'unlisten':
      await unlisteners.get(request.listener)?.();
      unlisteners.delete(request.listener);
      return post({ call, value: undefined });
    case 'dump': {
      const bytes = await (await instance.pglite.dumpDataDir(request.compression)).arrayBuffer();
      return post({ call, value: bytes }, [bytes]);
    }
    case 'close':
      await instance.pglite.close();
      return post({ call, value: undefined });
    case 'open':
      throw new Error('the instance is open already');
  }
}

port.on('message', ({ call, instance: id, request }: Envelope) => {
  const done = (promise: Promise<void>) =>
    promise.catch((error: unknown) => post({ call, error: errorData(error) }));
  if (request.op === 'open') {
    done(
      open(request).then((instance) => {
        instances.set(id, instance);
        post({ call, value: undefined });
      }),
    );
    return;
  }
  const instance = instances.get(id);
  if (!instance) return done(Promise.reject(new Error('PGlite is closed')));
  if (request.op === 'close') instances.delete(id);
  done(answer(instance, call, request));
});
