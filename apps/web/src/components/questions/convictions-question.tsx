import type { MetadataItem } from '@van/domain/quote';
import { useMemo } from 'react';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { asNumber } from '../../lib/form-values';
import { DateInput } from '../ui/date-input';
import { firstErrorMessage } from '../ui/error-summary';
import { RadioField } from '../ui/radio-field';
import { YES_NO_OPTIONS } from '../ui/radio-group';
import { RepeatableEntries } from '../ui/repeatable-entries';
import { TextInput } from '../ui/text-input';
import { ListComboBox } from './list-combo-box';

/** What a page asking about motoring convictions holds: the Yes/No in front, and the list. */
export interface ConvictionsAnswers {
  hasConvictions?: boolean | undefined;
  convictions: Array<{
    code?: string | undefined;
    convictionDate?: {
      day?: number | undefined;
      month?: number | undefined;
      year?: number | undefined;
    };
    pointsOnLicence?: number | undefined;
    fineAmount?: number | undefined;
    disqualificationMonths?: number | undefined;
  }>;
}

/** The words of the conviction questions (driver-questions' convictions), for whose they are. */
export interface ConvictionsCopy {
  hasConvictionsLegend: string;
  hint: string;
  entryHeading: (number: number) => string;
  addAnother: string;
  codeLabel: string;
  codeHint: string;
  dateLegend: string;
  dateHint: string;
  pointsLabel: string;
  fineLabel: string;
  fineHint: string;
  disqualificationLabel: string;
  disqualificationHint: string;
}

export const HAS_CONVICTIONS_ID = 'has-convictions';

/** Ids of the controls of conviction `index`, in page order, by the field each answers. */
export function convictionFieldIds(index: number) {
  return {
    code: `conviction-${index}-code`,
    convictionDate: `conviction-${index}-date`,
    pointsOnLicence: `conviction-${index}-points`,
    fineAmount: `conviction-${index}-fine`,
    disqualificationMonths: `conviction-${index}-ban`,
  } as const;
}

const NEW_CONVICTION: ConvictionsAnswers['convictions'][number] = {};

/**
 * 'Have you had any motoring convictions in the last 5 years?' and, after Yes, each conviction
 * (§3.7), naming its offence from the 'Convictions' list: at least one while the answer is Yes.
 * No clears the list, so nothing hidden is checked or sent. Every driver is asked it the same
 * way, in `copy`'s words for whose convictions they are (decision 054): driver-details and the
 * additional driver's first page, each inside a react-hook-form FormProvider whose values
 * include ConvictionsAnswers.
 */
export function ConvictionsQuestion({
  offences,
  copy,
  removeLabel,
}: {
  offences: readonly MetadataItem[];
  copy: ConvictionsCopy;
  removeLabel: string;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ConvictionsAnswers>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'convictions' });
  const hasConvictions = useWatch({ control, name: 'hasConvictions' });
  // The code leads, as it is printed on the licence, so typing 'SP30' finds it.
  const items = useMemo(
    () =>
      offences.map((item) => ({
        code: item.code,
        description: `${item.code} ${item.description}`,
      })),
    [offences],
  );

  return (
    <>
      <RadioField
        control={control}
        name="hasConvictions"
        id={HAS_CONVICTIONS_ID}
        legend={copy.hasConvictionsLegend}
        hint={copy.hint}
        options={YES_NO_OPTIONS}
        inline
        onAnswer={(value) => {
          if (!value) replace([]);
          else if (fields.length === 0) append(NEW_CONVICTION, { shouldFocus: false });
        }}
      />
      {hasConvictions === true && (
        <RepeatableEntries
          keys={fields.map((field) => field.id)}
          entryLegend={(index) => copy.entryHeading(index + 1)}
          addLabel={copy.addAnother}
          removeLabel={removeLabel}
          onAdd={() => append(NEW_CONVICTION, { shouldFocus: false })}
          onRemove={remove}
          min={1}
        >
          {(index) => {
            const ids = convictionFieldIds(index);
            const entryErrors = errors.convictions?.[index];
            return (
              <>
                <Controller
                  control={control}
                  name={`convictions.${index}.code`}
                  render={({ field }) => (
                    <ListComboBox
                      id={ids.code}
                      label={copy.codeLabel}
                      hint={copy.codeHint}
                      error={entryErrors?.code?.message}
                      items={items}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  )}
                />
                <DateInput
                  id={ids.convictionDate}
                  legend={copy.dateLegend}
                  hint={copy.dateHint}
                  error={firstErrorMessage(entryErrors?.convictionDate)}
                  day={register(`convictions.${index}.convictionDate.day`, {
                    setValueAs: asNumber,
                  })}
                  month={register(`convictions.${index}.convictionDate.month`, {
                    setValueAs: asNumber,
                  })}
                  year={register(`convictions.${index}.convictionDate.year`, {
                    setValueAs: asNumber,
                  })}
                />
                <TextInput
                  id={ids.pointsOnLicence}
                  label={copy.pointsLabel}
                  error={entryErrors?.pointsOnLicence?.message}
                  width="4"
                  inputMode="numeric"
                  {...register(`convictions.${index}.pointsOnLicence`, { setValueAs: asNumber })}
                />
                <TextInput
                  id={ids.fineAmount}
                  label={copy.fineLabel}
                  hint={copy.fineHint}
                  error={entryErrors?.fineAmount?.message}
                  prefix="£"
                  width="8"
                  inputMode="decimal"
                  {...register(`convictions.${index}.fineAmount`, { setValueAs: asNumber })}
                />
                <TextInput
                  id={ids.disqualificationMonths}
                  label={copy.disqualificationLabel}
                  hint={copy.disqualificationHint}
                  error={entryErrors?.disqualificationMonths?.message}
                  width="4"
                  inputMode="numeric"
                  {...register(`convictions.${index}.disqualificationMonths`, {
                    setValueAs: asNumber,
                  })}
                />
              </>
            );
          }}
        </RepeatableEntries>
      )}
    </>
  );
}
