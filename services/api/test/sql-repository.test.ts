import { DataSource } from 'typeorm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PreparedRead } from '../src/database/prepared-read.js';
import { SqlRepository, Transactions, type Tx } from '../src/database/sql-repository.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/** A repository over a scratch table, as a module's repository would be written. */
class NotesRepository extends SqlRepository {
  static readonly BY_ID = new PreparedRead<{ id: number; body: string }, [id: number]>('SELECT id, body FROM repository_note WHERE id = $1');

  create(body: string, tx?: Tx) {
    return this.one<{ id: number }>('INSERT INTO repository_note (body) VALUES ($1) RETURNING id', [body], tx);
  }

  rename(id: number, body: string, tx?: Tx) {
    return this.query<{ id: number; body: string }>('UPDATE repository_note SET body = $2 WHERE id = $1 RETURNING id, body', [id, body], tx);
  }

  removeAll() {
    return this.execute('DELETE FROM repository_note');
  }

  isolation(tx: Tx) {
    return this.one<{ level: string }>("SELECT current_setting('transaction_isolation') AS level", [], tx);
  }

  byId(id: number, tx?: Tx) {
    return this.read(NotesRepository.BY_ID, [id], tx);
  }
}

let api: TestApi;
let notes: NotesRepository;
let transactions: Transactions;

beforeAll(async () => {
  api = await startTestApi();
  await api.sql('CREATE TABLE IF NOT EXISTS repository_note (id serial PRIMARY KEY, body text NOT NULL)');
  notes = new NotesRepository(api.service(DataSource));
  transactions = api.service(Transactions);
});

afterAll(async () => {
  await api?.sql('DROP TABLE IF EXISTS repository_note').catch(() => undefined);
  await api?.close();
});

it('gives the rows of an UPDATE ... RETURNING, not the driver pair of rows and count', async () => {
  const created = await notes.create('first');
  expect(await notes.rename(created!.id, 'renamed')).toEqual([{ id: created!.id, body: 'renamed' }]);
  expect(await notes.rename(-1, 'nobody')).toEqual([]);
});

it('counts the rows an UPDATE or DELETE without RETURNING touched', async () => {
  await notes.create('one');
  await notes.create('two');
  const [row] = await api.sql<{ count: string }>('SELECT count(*)::text AS count FROM repository_note');
  expect(await notes.removeAll()).toBe(Number(row!.count));
  expect(await notes.removeAll()).toBe(0);
});

it('reads a prepared statement on the pool and inside a transaction', async () => {
  const created = await notes.create('read me');
  expect(await notes.byId(created!.id)).toEqual([{ id: created!.id, body: 'read me' }]);
  const inside = await transactions.run(async (tx) => {
    await notes.rename(created!.id, 'read inside', tx);
    return notes.byId(created!.id, tx);
  });
  expect(inside).toEqual([{ id: created!.id, body: 'read inside' }]);
});

it('rolls back every write of a transaction that fails, whichever repository made it', async () => {
  const before = await api.sql<{ count: string }>('SELECT count(*)::text AS count FROM repository_note');
  await expect(
    transactions.run(async (tx) => {
      await notes.create('kept only if all succeeds', tx);
      await notes.create('second', tx);
      throw new Error('a later step failed');
    }),
  ).rejects.toThrow('a later step failed');
  expect(await api.sql('SELECT count(*)::text AS count FROM repository_note')).toEqual(before);
});

it('runs at the isolation level asked for', async () => {
  const level = await transactions.run(async (tx) => (await notes.isolation(tx))?.level, 'REPEATABLE READ');
  expect(level).toBe('repeatable read');
  expect((await transactions.run(async (tx) => notes.isolation(tx)))?.level).toBe('read committed');
});
