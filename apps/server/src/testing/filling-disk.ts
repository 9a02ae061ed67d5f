import { type Executor, sql } from '@pledgethon/db';

/**
 * A disk that fills up, for this test file's database: once `fillAfter(n)` has let n more rows be
 * written to the product's tables, every insert and update fails as PostgreSQL fails on a full disk
 * (SQLSTATE 53100), until `free()`. A write the disk refuses rolls back its transaction, and with it
 * its own count: the disk stays full for every later write, as a real one does.
 */
export async function fillingDisk(db: Executor) {
  await db.execute(sql`create table disk_space (writes_left integer)`);
  await db.execute(sql`insert into disk_space values (null)`);
  await db.execute(
    sql.raw(`create function use_disk_space() returns trigger language plpgsql as $$
    declare left_over integer;
    begin
      update disk_space set writes_left = writes_left - 1 returning writes_left into left_over;
      if left_over < 0 then
        raise exception 'could not extend file: No space left on device' using errcode = 'disk_full';
      end if;
      return new;
    end $$`),
  );
  await db.execute(
    sql.raw(`do $$
    declare name text;
    begin
      for name in select tablename from pg_tables
        where schemaname = current_schema() and tablename <> 'disk_space' and tablename not like '\\_\\_%'
      loop
        execute format('create trigger use_disk_space before insert or update on %I
          for each row execute function use_disk_space()', name);
      end loop;
    end $$`),
  );
  const setWritesLeft = (writes: number | null) =>
    db.execute(sql`update disk_space set writes_left = ${writes}`);
  return { fillAfter: (writes: number) => setWritesLeft(writes), free: () => setWritesLeft(null) };
}
