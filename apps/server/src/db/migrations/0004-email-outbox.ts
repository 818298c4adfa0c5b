import { sql, type Kysely } from 'kysely';

// E-mails wait here until the worker has delivered them: written in the transaction of the change
// they report, so none is lost, and claimed row by row with `for update skip locked`, so several
// server processes never send one twice.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('quote')`))
    // The message holds personal data: it goes when its quote goes.
    .addColumn('quote_id', 'bigint', (col) =>
      col.notNull().references('quote.id').onDelete('cascade'),
    )
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('body_text', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    // Null once delivery has been given up; a sent message keeps the time of its last try.
    .addColumn('next_attempt_at', 'timestamptz')
    .addColumn('sent_at', 'timestamptz')
    // An error code only (e.g. 'ECONNECTION 421'): server replies can quote the recipient.
    .addColumn('last_error', 'text')
    .execute();

  // What each worker tick asks for: unsent messages that are due.
  await db.schema
    .createIndex('email_outbox_due')
    .on('email_outbox')
    .column('next_attempt_at')
    .where(sql.ref('sent_at'), 'is', null)
    .execute();

  // At most one quote e-mail waiting per quote: a retried or repeated sendEmail refreshes it
  // instead of queueing a second copy.
  await db.schema
    .createIndex('email_outbox_one_waiting')
    .on('email_outbox')
    .columns(['quote_id', 'kind'])
    .unique()
    .where(sql.ref('sent_at'), 'is', null)
    .where(sql.ref('next_attempt_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('email_outbox').execute();
}
