import { zodResolver } from '@hookform/resolvers/zod';
import { type PageId } from '@van/domain/journey';
import { useEffect, useMemo, useRef, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import type * as z4 from 'zod/v4/core';
import { usePageDraft } from '../../stores/use-page-draft';
import { errorSummaryItems, useErrorSummary, type ErrorSummaryItem } from './error-summary';

/** How a page's answers are checked: the domain's form schema, or a resolver built on one. */
type Checks<Values extends FieldValues, Answers> =
  | { schema: z4.$ZodType<Answers, Values>; resolver?: undefined }
  | { resolver: Resolver<Values, unknown, Answers>; schema?: undefined };

export type QuestionPageOptions<Values extends FieldValues, Answers> = Checks<Values, Answers> & {
  /**
   * The page whose unsaved answers are kept as its draft while the customer types (decision
   * 021). Left out where nothing typed may be kept: details that unlock a quote, bank details.
   */
  page?: PageId;
  /** The answers the page starts from when it holds no draft: what the quote holds. Read once. */
  defaults?: () => DefaultValues<Values>;
  /** The form's field names in page order, with the id of the control a summary link focuses. */
  fieldIds: Readonly<Record<string, string>>;
  /** The summary of a failed submit, where it is not one line per field of `fieldIds`. */
  summaryItems?: (errors: FieldErrors<Values>) => ErrorSummaryItem[];
};

/**
 * What every question page does with its form, in one place (decision 021): react-hook-form
 * checking the answers with the domain's schema; the page's draft (what was typed and not yet
 * saved) kept as the customer types and shown again after a reload or Back; and on submit either
 * the checked answers handed to `save`, or the problems in the error summary, which takes focus
 * and links to each question (GOV.UK's error summary, error-summary.tsx) rather than the browser
 * focusing the first wrong field.
 *
 * `onSubmit(save)` is the form's submit handler: it hides the summary and calls `save` with the
 * checked answers, or shows the summary. `defaults` are the answers the page opened with.
 */
export function useQuestionPage<Values extends FieldValues, Answers = Values>(
  options: QuestionPageOptions<Values, Answers>,
) {
  const { page, schema, resolver, defaults, fieldIds, summaryItems } = options;
  const summary = useErrorSummary();
  const draft = usePageDraft(page, defaults ?? (() => ({}) as DefaultValues<Values>));
  const schemaResolver = useMemo(
    () => (schema === undefined ? undefined : zodResolver(schema)),
    [schema],
  );
  const form = useForm<Values, unknown, Answers>({
    resolver: resolver ?? schemaResolver,
    defaultValues: draft.initial,
    shouldFocusError: false,
  });

  const { subscribe, handleSubmit } = form;
  const { keep } = draft;
  useEffect(() => {
    if (page === undefined) return;
    // Kept as the customer types, without rendering the page again for it.
    return subscribe({ formState: { values: true }, callback: ({ values }) => keep(values) });
  }, [page, subscribe, keep]);

  // After a failed submit the summary follows the answers as they change, so an answer fixed
  // leaves it (issue 18: it listed every problem until the next submit). The whole form is
  // checked again: react-hook-form's own re-check keeps an error on a group (an empty date)
  // while one of its boxes changes.
  const { follow } = summary;
  const check = resolver ?? schemaResolver;
  const itemsOf = (errors: FieldErrors<Values>): ErrorSummaryItem[] =>
    summaryItems ? summaryItems(errors) : errorSummaryItems(errors, fieldIds);
  const itemsOfRef = useRef(itemsOf);
  const showing = summary.items.length > 0;
  useEffect(() => {
    // The page's summaryItems reads its latest render (e.g. how many claims it lists).
    itemsOfRef.current = itemsOf;
  });
  useEffect(() => {
    if (!showing || check === undefined) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        void Promise.resolve(
          check(values as Values, undefined, { fields: {}, shouldUseNativeValidation: false }),
        ).then((result) => follow(itemsOfRef.current(result.errors)));
      },
    });
  }, [showing, check, subscribe, follow]);

  function onSubmit(save: (answers: Answers) => unknown) {
    return (event: FormEvent<HTMLFormElement>) => {
      void handleSubmit(
        async (answers) => {
          summary.clear();
          await save(answers);
        },
        (errors) => summary.show(itemsOf(errors), { follows: true }),
      )(event);
    };
  }

  return { form, summary, onSubmit, defaults: draft.initial };
}
