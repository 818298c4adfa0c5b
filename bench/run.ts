/**
 * Benchmarks, printing figures (no pass/fail): the rating engine alone on varied risks (rating.ts),
 * then the quote service over HTTP beside its floor (quote-service.ts: the floor, trivial, quote
 * and retrieve routes, memory over a sustained run, an overload), what each step of a quote costs
 * (step-costs.ts), the partner API's quote path (partner.ts), and the web's first page (bundle
 * size, Lighthouse). Run with `npm run bench`.
 */
import { benchPartnerQuotes } from './partner.ts';
import { benchQuoteService } from './quote-service.ts';
import { benchRating } from './rating.ts';
import { benchQuoteSteps } from './step-costs.ts';
import { benchFirstPageBundle, benchLighthouse } from './web.ts';

// Rating engine alone, on this one thread, on varied risks (issue 20 item 4).
await benchRating();

// The quote service over HTTP, many connections at once, beside its floor (issue 20 item 3).
await benchQuoteService();

// What each step of a quote costs, in one process (issue 20 item 5; decision 031's table).
await benchQuoteSteps();

// The partner API's quote path, at 100 a second and flat out, beside PUT /v1/quote (decision 057).
await benchPartnerQuotes();

// The web's first page: its JavaScript and a Lighthouse mobile score (decision 025).
await benchFirstPageBundle();
await benchLighthouse();
