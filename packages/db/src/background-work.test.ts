import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Turns } from './background-work';
import { asRequest, connectDatabase, type DatabaseConnection, inBackground, sql } from './index';

// A long job (a fan-out, charging) writes page after page, each in a transaction of its own; a
// visitor's request that comes in meanwhile must not wait for the pages after the one already open.
// The embedded engine's one session is what could make it wait (PostgreSQL gives the request a
// connection of its own), so this runs on PGlite whichever engine the project tests.
describe('a job working beside requests on the embedded database', () => {
  let database: DatabaseConnection;

  beforeAll(async () => {
    database = await connectDatabase({ kind: 'pglite' });
  });

  afterAll(async () => {
    await database?.close();
  });

  /** A moment the test waits for, and the call that makes it happen. */
  const moment = () => {
    let happen = () => {};
    const happened = new Promise<void>((resolve) => {
      happen = resolve;
    });
    return { happen, happened };
  };

  /** A request of two statements: the second is asked once the first is answered, as a page's are. */
  const request = async (happened: string[]) => {
    await database.db.execute(sql`select 1`);
    await database.db.execute(sql`select 2`);
    happened.push('request answered');
  };

  it("answers a request asked during a job's transaction before the job's next transaction", async () => {
    const { db } = database;
    const happened: string[] = [];
    const { happen: opened, happened: pageOpen } = moment();
    const { happen: finish, happened: mayCommit } = moment();
    const job = inBackground(async () => {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        opened();
        await mayCommit;
      });
      await db.transaction(async (tx) => {
        happened.push('job began its next page');
        await tx.execute(sql`select 2`);
      });
    });
    await pageOpen;
    const answered = request(happened);
    finish();
    await Promise.all([job, answered]);

    expect(happened).toEqual(['request answered', 'job began its next page']);
  });

  it('answers a request that arrives from the network while a page is written before the next pages', async () => {
    const { db } = database;
    const happened: string[] = [];
    let answered: Promise<void> = Promise.resolve();
    const job = inBackground(async () => {
      for (const page of [1, 2, 3]) {
        await db.transaction(async (tx) => {
          // The request is read by the event loop, as a visitor's is, while the first page is open.
          if (page === 1)
            setImmediate(() => {
              answered = asRequest(() => request(happened));
            });
          await tx.execute(sql`select ${page}`);
        });
        happened.push(`job wrote page ${page}`);
      }
    });
    await job;
    await answered;

    expect(happened.indexOf('request answered')).toBeLessThan(happened.indexOf('job wrote page 2'));
  });

  it("answers a visitor's first call before the later calls of pages asked before it", async () => {
    const { db } = database;
    const happened: string[] = [];
    const { happen: firstAnswered, happened: heavyPageStarted } = moment();
    const { happen: goOn, happened: heavyPageMayGoOn } = moment();
    const heavyPage = asRequest(async () => {
      await db.execute(sql`select 1`);
      firstAnswered();
      await heavyPageMayGoOn;
      await db.execute(sql`select 2`);
      happened.push('the heavy page answered');
    });
    await heavyPageStarted;
    // Another call holds the database while the heavy page asks its second call, then the visitor its first.
    const { happen: opened, happened: held } = moment();
    const { happen: release, happened: mayEnd } = moment();
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      opened();
      await mayEnd;
    });
    await held;
    goOn();
    await new Promise<void>((resolve) => setImmediate(resolve));
    const visitor = asRequest(async () => {
      await db.execute(sql`select 3`);
      happened.push('the visitor answered');
    });
    release();
    await Promise.all([holder, heavyPage, visitor]);

    expect(happened).toEqual(['the visitor answered', 'the heavy page answered']);
  });

  it("answers a request that needs no database between the statements of a job's open transaction", async () => {
    const { db } = database;
    const happened: string[] = [];
    await inBackground(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Read by the event loop as a visitor's request is, and answered from a kept answer.
        setImmediate(() => happened.push('kept answer sent'));
        for (const statement of [2, 3, 4]) {
          await tx.execute(sql`select ${statement}`);
          happened.push(`job statement ${statement}`);
        }
      }),
    );

    expect(happened).toEqual(['kept answer sent', 'job statement 2', 'job statement 3', 'job statement 4']);
  });

  it('takes a job in the order it asked once it has waited its longest, however many requests ask', async () => {
    const turns = new Turns(0);
    const happened: string[] = [];
    let endFirst = () => {};
    const { happen: started, happened: firstRuns } = moment();
    const first = turns.run(
      () =>
        new Promise<void>((resolve) => {
          endFirst = resolve;
          started();
        }),
    );
    await firstRuns;
    const job = inBackground(() => turns.run(async () => happened.push('the job ran')));
    const later = turns.run(async () => happened.push('a later request ran'));
    endFirst();
    await Promise.all([first, job, later]);

    expect(happened).toEqual(['the job ran', 'a later request ran']);
  });
});
