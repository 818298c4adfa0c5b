import { sql, type Kysely } from 'kysely';

// Decision 061 (issue 21 item 3, ICOBS 6A.6): each change of a policy's auto-renewal choice made
// in the account, with when, the version of the words shown beside the choice, and the session
// that made it. The latest row wins over the choice made at purchase (policy.consent_to_auto_renew,
// which stays as it was sold). Kept with the policy: what the law needs proved is never purged.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auto_renewal_choice')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('policy_id', 'bigint', (col) =>
      col.notNull().references('policy.id').onDelete('cascade'),
    )
    .addColumn('auto_renew', 'boolean', (col) => col.notNull())
    .addColumn('chosen_at', 'timestamptz', (col) => col.notNull())
    .addColumn('wording_version', 'text', (col) => col.notNull())
    // account_session.id, with no foreign key: the session row is purged when it expires
    // (decision 060), and this record must outlive it. Identity values are never reused.
    .addColumn('session_id', 'bigint', (col) => col.notNull())
    .execute();
  await sql`create index auto_renewal_choice_policy on auto_renewal_choice (policy_id, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auto_renewal_choice').execute();
}
