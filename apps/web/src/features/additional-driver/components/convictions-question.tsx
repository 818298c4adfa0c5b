import type { MetadataItem } from '@van/domain/quote';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ComboBox } from '../../../components/ui/combo-box';
import { DateInput } from '../../../components/ui/date-input';
import { firstErrorMessage } from '../../../components/ui/error-summary';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { RepeatableEntries } from '../../../components/ui/repeatable-entries';
import { TextInput } from '../../../components/ui/text-input';
import { additionalDriverCopy } from '../../../content/additional-driver';
import { asNumber } from '../../../lib/form-values';
import type { DetailsScreenInput } from '../additional-driver-screens';

export const HAS_CONVICTIONS_ID = 'has-convictions';

/** The proposer's conviction questions, about the driver (decision 054). */
const copy = additionalDriverCopy.convictions;

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

type ConvictionInput = DetailsScreenInput['convictions'][number];
const NEW_CONVICTION = {} as ConvictionInput;

/**
 * 'Any motoring convictions in the last 5 years?' and, after Yes, each conviction (§3.7): at
 * least one while the answer is Yes. No clears the list, so nothing hidden is checked or sent.
 */
export function ConvictionsQuestion({ offences }: { offences: readonly MetadataItem[] }) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<DetailsScreenInput>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'convictions' });
  const hasConvictions = useWatch({ control, name: 'hasConvictions' });
  // The code leads, as it is printed on the licence (e.g. SP30).
  const items = offences.map((item) => ({
    code: item.code,
    description: `${item.code} ${item.description}`,
  }));

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
          removeLabel={additionalDriverCopy.remove}
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
                    <ComboBox
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
