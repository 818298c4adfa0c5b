import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * WORKAROUND (domain): the form schemas check their "required when" rules (a purchase date, a
 * dashcam location, business miles) in a superRefine, which zod 4 skips while any field fails
 * its own check. A first submit would then list those problems only once the others were fixed,
 * where the page should list every problem at once. So the answers are checked a second time with
 * each failing field stood in for by a valid answer, and the problems that second check finds on
 * the other fields join the first list. The fix belongs in the domain (`superRefine(fn, { when })`);
 * this goes when it is made.
 */
export function withCrossFieldProblems<Values extends FieldValues, Context, Output>(
  resolve: Resolver<Values, Context, Output>,
  standIns: Partial<Values>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const first = await resolve(values, context, options);
    const failed = Object.keys(first.errors);
    if (failed.length === 0) return first;
    const completed: Record<string, unknown> = { ...values };
    for (const name of failed) {
      if (name in standIns) completed[name] = standIns[name as keyof Values];
    }
    const second = await resolve(completed as Values, context, options);
    const more = Object.entries(second.errors).filter(([name]) => !failed.includes(name));
    return {
      values: {},
      errors: { ...Object.fromEntries(more), ...first.errors } as FieldErrors<Values>,
    };
  };
}
