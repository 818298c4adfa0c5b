import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * One comparison site's conversion on one UK day (issue 19 item 5): counts only, no personal data.
 * A quote is counted on the UK day its request was first answered, and what became of it later
 * (clicked through, bought) is counted on that same day, so a day's row reads as a funnel.
 */
export interface PartnerConversionDay {
  sourceOfBusiness: string;
  name: string;
  /** The UK calendar day, YYYY-MM-DD. */
  day: string;
  /** Quote requests answered with a quote (retries of a request id are one). */
  asked: number;
  priced: number;
  declined: number;
  referred: number;
  /** Priced quotes whose landing link was followed (its token exchanged). */
  clickedThrough: number;
  bought: number;
}

/**
 * Conversion facts per site and UK day, `from` to `to` inclusive (UK days, YYYY-MM-DD), earliest
 * day first. Requests refused before pricing (outside eligibility, bad bodies, limits) store
 * nothing and are not counted here.
 */
export async function partnerConversion(
  db: Db,
  from: string,
  to: string,
): Promise<PartnerConversionDay[]> {
  // EXISTS, not a join, for the click: a quote may have more than one token (decision 026
  // re-issues), and the click is counted once per quote.
  const { rows } = await sql<{
    source_of_business: string;
    name: string;
    day: string;
    asked: string;
    priced: string;
    declined: string;
    referred: string;
    clicked_through: string;
    bought: string;
  }>`
    with request as (
      select r.partner_id, r.outcome, r.web_reference,
        to_char(r.created_at at time zone 'Europe/London', 'YYYY-MM-DD') as day
      from partner_quote_request r
      where (r.created_at at time zone 'Europe/London')::date between ${from}::date and ${to}::date
    )
    select p.source_of_business, p.name, request.day,
      count(*) as asked,
      count(*) filter (where request.outcome = 'priced') as priced,
      count(*) filter (where request.outcome = 'declined') as declined,
      count(*) filter (where request.outcome = 'referred') as referred,
      count(*) filter (where exists (
        select 1 from aggregator_token t
        where t.web_reference = request.web_reference and t.exchanged_at is not null
      )) as clicked_through,
      count(*) filter (where q.purchased_at is not null) as bought
    from request
    join partner p on p.id = request.partner_id
    left join quote q on q.web_reference = request.web_reference
    group by p.source_of_business, p.name, request.day
    order by request.day, p.source_of_business`.execute(db);
  return rows.map((row) => ({
    sourceOfBusiness: row.source_of_business,
    name: row.name,
    day: row.day,
    asked: Number(row.asked),
    priced: Number(row.priced),
    declined: Number(row.declined),
    referred: Number(row.referred),
    clickedThrough: Number(row.clicked_through),
    bought: Number(row.bought),
  }));
}
