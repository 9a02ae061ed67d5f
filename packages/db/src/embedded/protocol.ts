/** What the main thread asks of the embedded database's thread, and what it answers (types only). */

/** The subset of PGlite's query options that can cross threads: functions (parsers) cannot. */
export type QueryOptions = { rowMode?: 'array' | 'object'; paramTypes?: number[] };

/** `stock`: with PGlite's own parsers of the types Drizzle reads as text, for libraries other than Drizzle. */
export type Request =
  | { op: 'open'; dataDir?: string; loadDataDir?: ArrayBuffer; startParams: string[] }
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; options?: QueryOptions; stock: boolean }
  | { op: 'exec'; tx?: number; text: string; stock: boolean }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump'; compression: 'none' | 'gzip' | 'auto' }
  | { op: 'close' };

/** Every request names its call and the instance it is for: one thread holds each instance of the process. */
export type Envelope = { call: number; instance: number; request: Request };

/** An error as plain data: its class does not cross threads, its fields (code, constraint, ...) do. */
export type ErrorData = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export type Reply =
  | { call: number; value: unknown }
  | { call: number; error: ErrorData }
  | { notify: number; payload: string };
