import { sql, type Kysely } from 'kysely';

// Decision 066: a sign-in code is a credential, so the outbox's copy of the e-mail that carried it
// loses its body in the very statement that marks it sent (a trigger: the worker's shared claim
// query marks every kind sent, and a second statement after it would leave a window in which a
// crash keeps the code). The subject, the recipient, the tries and the sent time stay as the
// record. Messages sent before this migration lose theirs now. An unsent one whose code has died
// is deleted by the retention purge (purgeDeadSignInEmails).

/** What the outbox keeps of a sent sign-in e-mail's text and HTML. */
export const SIGN_IN_CODE_REMOVED =
  '[The sign-in code was removed from this copy once it was sent.]';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function email_outbox_sign_in_code_removed() returns trigger
    language plpgsql
    as $$ begin
      new.body_text := ${sql.lit(SIGN_IN_CODE_REMOVED)};
      new.body_html := ${sql.lit(SIGN_IN_CODE_REMOVED)};
      return new;
    end $$`.execute(db);
  await sql`create trigger email_outbox_sign_in_code_removed
    before insert or update of sent_at, body_text, body_html on email_outbox
    for each row
    when (new.kind = 'account-sign-in' and new.sent_at is not null)
    execute function email_outbox_sign_in_code_removed()`.execute(db);
  await sql`update email_outbox set sent_at = sent_at
    where kind = 'account-sign-in' and sent_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists email_outbox_sign_in_code_removed on email_outbox`.execute(db);
  await sql`drop function if exists email_outbox_sign_in_code_removed()`.execute(db);
}
