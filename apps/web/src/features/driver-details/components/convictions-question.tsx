import { flushSync } from 'react-dom';
import { Controller, useFieldArray } from 'react-hook-form';
import type { ComboBoxItem } from '../../../components/ui/combo-box';
import { ListComboBox } from '../../../components/questions/list-combo-box';
import { DateInput } from '../../../components/ui/date-input';
import { firstErrorMessage } from '../../../components/ui/error-summary';
import { TextInput } from '../../../components/ui/text-input';
import { driverDetailsCopy } from '../../../content/driver-details';
import { asNumber } from '../../../lib/form-values';
import {
  convictionIds,
  FIELD_IDS,
  type DriverDetailsFormApi,
  type DriverDetailsInput,
} from '../driver-details-answers';
import styles from './driver-details.module.css';

const copy = driverDetailsCopy.convictions;

type ConvictionInput = DriverDetailsInput['convictions'][number];

/**
 * §2.6 / §3.7 motoring convictions in the last 5 years (§5.1): a list the customer adds to and
 * removes from; none is an answer too. Each names its offence from the 'Convictions' list.
 */
export function ConvictionsQuestion({
  form,
  offences,
}: {
  form: DriverDetailsFormApi;
  offences: ReadonlyArray<ComboBoxItem>;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'convictions' });

  function add() {
    // The new entry starts empty: its questions are the customer's to answer.
    flushSync(() => append({} as ConvictionInput, { shouldFocus: false }));
    document.getElementById(convictionIds(fields.length).heading)?.focus();
  }

  function removeAt(index: number) {
    flushSync(() => remove(index));
    // The button pressed has gone; the add button is where the list can be changed next.
    document.getElementById(FIELD_IDS.convictions)?.focus();
  }

  return (
    <div className={styles.fieldset} role="group" aria-labelledby="convictions-heading">
      <h3 id="convictions-heading" className={styles.legend}>
        {copy.heading}
      </h3>
      <p className={styles.hint}>{copy.hint}</p>
      {fields.length === 0 && <p>{copy.none}</p>}
      {fields.map((field, index) => {
        const ids = convictionIds(index);
        const number = index + 1;
        const error = errors.convictions?.[index];
        return (
          <div key={field.id} className={styles.entry} role="group" aria-labelledby={ids.heading}>
            <h4 id={ids.heading} className={styles.entryHeading} tabIndex={-1}>
              {copy.entryHeading(number)}
            </h4>
            <Controller
              control={control}
              name={`convictions.${index}.code`}
              render={({ field: codeField, fieldState }) => (
                <ListComboBox
                  id={ids.code}
                  label={copy.codeLabel}
                  hint={copy.codeHint}
                  error={fieldState.error?.message}
                  items={offences}
                  value={codeField.value}
                  onChange={codeField.onChange}
                  onBlur={codeField.onBlur}
                />
              )}
            />
            <DateInput
              id={ids.convictionDate}
              legend={copy.dateLegend}
              hint={copy.dateHint}
              error={firstErrorMessage(error?.convictionDate)}
              day={register(`convictions.${index}.convictionDate.day`, { setValueAs: asNumber })}
              month={register(`convictions.${index}.convictionDate.month`, {
                setValueAs: asNumber,
              })}
              year={register(`convictions.${index}.convictionDate.year`, { setValueAs: asNumber })}
            />
            <TextInput
              id={ids.pointsOnLicence}
              label={copy.pointsLabel}
              error={error?.pointsOnLicence?.message}
              width="4"
              inputMode="numeric"
              {...register(`convictions.${index}.pointsOnLicence`, { setValueAs: asNumber })}
            />
            <TextInput
              id={ids.fineAmount}
              label={copy.fineLabel}
              hint={copy.fineHint}
              error={error?.fineAmount?.message}
              width="8"
              prefix="£"
              inputMode="decimal"
              {...register(`convictions.${index}.fineAmount`, { setValueAs: asNumber })}
            />
            <TextInput
              id={ids.disqualificationMonths}
              label={copy.disqualificationLabel}
              hint={copy.disqualificationHint}
              error={error?.disqualificationMonths?.message}
              width="4"
              inputMode="numeric"
              {...register(`convictions.${index}.disqualificationMonths`, {
                setValueAs: asNumber,
              })}
            />
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => removeAt(index)}
            >
              {copy.remove(number)}
            </button>
          </div>
        );
      })}
      <button
        id={FIELD_IDS.convictions}
        type="button"
        className={styles.secondaryButton}
        onClick={add}
      >
        {fields.length === 0 ? copy.add : copy.addAnother}
      </button>
    </div>
  );
}
