import { contactPhoneNumber } from '@van/domain/journey';
import {
  EMPLOYERS_BUSINESS_SEARCH_WORDS,
  OCCUPATION_SEARCH_WORDS,
} from '@van/domain/reference-data';
import { useMemo, type ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { searchListCopy } from '../../content/search-lists';
import { asOptional } from '../../lib/form-values';
import { usePublicConfig } from '../../lib/public-config';
import { useJourneyStore } from '../../stores/journey-store';
import type { ComboBoxItem } from '../ui/combo-box';
import { PhoneNumber } from '../ui/phone-number';
import { Select, type SelectOption } from '../ui/select';
import { ListComboBox } from './list-combo-box';

/** One job as a page holds it, as OccupationFormSchema checks it. */
interface JobAnswers {
  empStatus?: string | undefined;
  occupation?: string | undefined;
  employersBusiness?: string | undefined;
}

/** The jobs a page may ask about: the main one, or another (part-time) one. */
export type OccupationAnswers = Partial<Record<'occupation' | 'partTimeOccupation', JobAnswers>>;

/** The words of one job's questions, which differ by whose job it is and which. */
export interface OccupationCopy {
  empStatusLabel: string;
  empStatusPlaceholder: string;
  occupationLabel: string;
  occupationHint: string;
  employersBusinessLabel: string;
  employersBusinessHint: string;
}

/** The §9.12 lists a job is chosen from. */
export interface OccupationLists {
  statuses: ReadonlyArray<SelectOption>;
  occupations: ReadonlyArray<ComboBoxItem>;
  businesses: ReadonlyArray<ComboBoxItem>;
}

/** The ids of one job's controls, `prefix`ed so the full-time and part-time ones differ. */
export function occupationIds(prefix: string) {
  return {
    empStatus: `${prefix}-status`,
    occupation: `${prefix}-occupation`,
    employersBusiness: `${prefix}-employers-business`,
  } as const;
}

/**
 * How a customer whose job or business matches nothing carries on: a more general word, or a call
 * to the number for their quote's source of business (the lists have no "not in list" entry).
 * Read with the page, so the config is there before any list comes up empty, and kept the same
 * element while the number is, so the memoised lists are not rebuilt on each key press.
 */
function useNoMatchesHelp(): ReactNode {
  const { phoneNumbers } = usePublicConfig();
  const sourceOfBusiness = useJourneyStore((state) => state.quote?.policy.sourceOfBusiness);
  const number = contactPhoneNumber(phoneNumbers, sourceOfBusiness);
  return useMemo(
    () => (
      <>
        {searchListCopy.tryGeneralWord} <PhoneNumber number={number} />{' '}
        {searchListCopy.tryGeneralWordEnd}
      </>
    ),
    [number],
  );
}

/**
 * §3.7 / §9.9 one job: employment status, then occupation and employer's business chosen from
 * their long lists by typing, everyday words included ('Education' finds Schools). OccupationFormSchema asks only the status; occupation and business
 * are optional whatever the status, so both are always shown and never required here. Used
 * inside a react-hook-form FormProvider whose values include OccupationAnswers (driver-details,
 * the additional driver's details and part-time-occupation).
 */
export function OccupationQuestions({
  name,
  ids,
  copy,
  lists,
}: {
  name: keyof OccupationAnswers;
  ids: Readonly<Record<keyof JobAnswers, string>>;
  copy: OccupationCopy;
  lists: OccupationLists;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<OccupationAnswers>();
  const noMatchesHelp = useNoMatchesHelp();
  return (
    <>
      <Select
        id={ids.empStatus}
        label={copy.empStatusLabel}
        error={errors[name]?.empStatus?.message}
        placeholder={copy.empStatusPlaceholder}
        options={lists.statuses}
        {...register(`${name}.empStatus`, { setValueAs: asOptional })}
      />
      <Controller
        control={control}
        name={`${name}.occupation`}
        render={({ field, fieldState }) => (
          <ListComboBox
            id={ids.occupation}
            label={copy.occupationLabel}
            hint={copy.occupationHint}
            error={fieldState.error?.message}
            items={lists.occupations}
            searchWords={OCCUPATION_SEARCH_WORDS}
            noMatchesHelp={noMatchesHelp}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name={`${name}.employersBusiness`}
        render={({ field, fieldState }) => (
          <ListComboBox
            id={ids.employersBusiness}
            label={copy.employersBusinessLabel}
            hint={copy.employersBusinessHint}
            error={fieldState.error?.message}
            items={lists.businesses}
            searchWords={EMPLOYERS_BUSINESS_SEARCH_WORDS}
            noMatchesHelp={noMatchesHelp}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
