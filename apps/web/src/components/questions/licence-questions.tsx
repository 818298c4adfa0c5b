import { LICENCE_NUMBER_PART1_LENGTH, LICENCE_NUMBER_PART2_LENGTH } from '@van/domain/forms';
import { type MetadataItem } from '@van/domain/quote';
import type { ReactNode } from 'react';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { asNumber, asOptional } from '../../lib/form-values';
import { Checkbox } from '../ui/checkbox';
import { DateInput } from '../ui/date-input';
import { firstErrorMessage } from '../ui/error-summary';
import fieldStyles from '../ui/form-field.module.css';
import { RadioField } from '../ui/radio-field';
import { YES_NO_OPTIONS } from '../ui/radio-group';
import { TextInput } from '../ui/text-input';
import { ClaimsQuestion, type ClaimsAnswers, type ClaimsCopy } from './claims-question';
import styles from './licence-questions.module.css';

/** What a page asking about a driver's licence holds, beyond the claims. */
export interface LicenceAnswers extends ClaimsAnswers {
  licenceType?: string | undefined;
  dateObtained?: {
    day?: number | undefined;
    month?: number | undefined;
    year?: number | undefined;
  };
  /** §3.9 licence number input; the parts are absent once the customer would rather not say. */
  licenceNumber?: {
    provideLicenceNumber?: boolean | undefined;
    part1?: string | undefined;
    part2?: string | undefined;
  };
  hasMedicalCondition?: boolean | undefined;
  dvlaNotified?: boolean | undefined;
  dvlaRestriction?: boolean | undefined;
}

/** The words of the licence questions, which differ by whose licence it is. */
export interface LicenceCopy extends ClaimsCopy {
  licenceTypeLegend: string;
  dateObtainedLegend: string;
  dateObtainedHint: string;
  licenceNumberLegend: string;
  licenceNumberHint: string;
  licenceNumberPart1Label: string;
  licenceNumberPart2Label: string;
  noLicenceNumberLabel: string;
  hasMedicalConditionLegend: string;
  hasMedicalConditionHint: string;
  dvlaNotifiedLegend: string;
  dvlaRestrictionLegend: string;
  dvlaRestrictionHint: string;
}

/**
 * Ids of the licence controls, `prefix`ed so that they stay unique on their page, in two groups:
 * the questions before the claims and the medical ones after them (an error summary lists the
 * claims, and any questions a page asks between, in their place).
 */
export function licenceQuestionIds(prefix: string) {
  return {
    licence: {
      licenceType: `${prefix}licence-type`,
      dateObtained: `${prefix}date-obtained`,
      'licenceNumber.part1': `${prefix}licence-number-part1`,
      'licenceNumber.part2': `${prefix}licence-number-part2`,
    },
    noLicenceNumber: `${prefix}no-licence-number`,
    licenceNumberHint: `${prefix}licence-number-hint`,
    medical: {
      hasMedicalCondition: `${prefix}has-medical-condition`,
      dvlaNotified: `${prefix}dvla-notified`,
      dvlaRestriction: `${prefix}dvla-restriction`,
    },
  } as const;
}

/**
 * A driver's licence (§2.6, §3.9): its type, the date it was obtained and its number (in two
 * parts, or the choice not to give it), `children` (questions a page asks next), the claims of
 * the last 5 years, and whether the driver has a medical condition the DVLA must know of; after
 * Yes, whether the DVLA has been told and has restricted the licence. No clears those two, so
 * nothing hidden is checked or sent. Used inside a react-hook-form FormProvider whose values
 * include LicenceAnswers (licence-details and the additional driver's licence page): every
 * driver is asked the same questions, in `copy`'s words for whose licence it is (decision 054).
 */
export function LicenceQuestions({
  ids,
  copy,
  licenceTypes,
  claimDescriptions,
  children,
}: {
  ids: ReturnType<typeof licenceQuestionIds>;
  copy: LicenceCopy;
  licenceTypes: readonly MetadataItem[];
  claimDescriptions: readonly MetadataItem[];
  children?: ReactNode;
}) {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<LicenceAnswers>();
  const hasMedicalCondition = useWatch({ control, name: 'hasMedicalCondition' });

  return (
    <>
      <RadioField
        control={control}
        name="licenceType"
        id={ids.licence.licenceType}
        legend={copy.licenceTypeLegend}
        options={licenceTypes.map((item) => ({ value: item.code, label: item.description }))}
      />
      <DateInput
        id={ids.licence.dateObtained}
        legend={copy.dateObtainedLegend}
        hint={copy.dateObtainedHint}
        error={firstErrorMessage(errors.dateObtained)}
        day={register('dateObtained.day', { setValueAs: asNumber })}
        month={register('dateObtained.month', { setValueAs: asNumber })}
        year={register('dateObtained.year', { setValueAs: asNumber })}
      />
      <LicenceNumberQuestion ids={ids} copy={copy} />
      {children}
      <ClaimsQuestion descriptions={claimDescriptions} copy={copy} />
      <RadioField
        control={control}
        name="hasMedicalCondition"
        id={ids.medical.hasMedicalCondition}
        legend={copy.hasMedicalConditionLegend}
        hint={copy.hasMedicalConditionHint}
        options={YES_NO_OPTIONS}
        inline
        onAnswer={(value) => {
          if (!value) {
            setValue('dvlaNotified', undefined);
            setValue('dvlaRestriction', undefined);
            clearErrors(['dvlaNotified', 'dvlaRestriction']);
          }
        }}
      />
      {hasMedicalCondition === true && (
        <>
          <RadioField
            control={control}
            name="dvlaNotified"
            id={ids.medical.dvlaNotified}
            legend={copy.dvlaNotifiedLegend}
            options={YES_NO_OPTIONS}
            inline
          />
          <RadioField
            control={control}
            name="dvlaRestriction"
            id={ids.medical.dvlaRestriction}
            legend={copy.dvlaRestrictionLegend}
            hint={copy.dvlaRestrictionHint}
            options={YES_NO_OPTIONS}
            inline
          />
        </>
      )}
    </>
  );
}

/** §5.5: the two boxes of a licence number, the first 11 characters and the next 5. */
const LICENCE_NUMBER_PARTS = [
  {
    part: 'part1',
    label: 'licenceNumberPart1Label',
    length: LICENCE_NUMBER_PART1_LENGTH,
    width: '20',
  },
  {
    part: 'part2',
    label: 'licenceNumberPart2Label',
    length: LICENCE_NUMBER_PART2_LENGTH,
    width: '10',
  },
] as const;

/**
 * §2.6 / §3.9: the licence number in two boxes (§5.5: the first 11 characters and the next 5),
 * with the option not to give it. Ticking the option drops the parts, so no half-typed number
 * is kept or sent; unticking asks for them again.
 */
function LicenceNumberQuestion({
  ids,
  copy,
}: {
  ids: ReturnType<typeof licenceQuestionIds>;
  copy: LicenceCopy;
}) {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<LicenceAnswers>();
  const provideLicenceNumber = useWatch({ control, name: 'licenceNumber.provideLicenceNumber' });
  const hintId = ids.licenceNumberHint;

  return (
    <div className={fieldStyles.group}>
      <fieldset className={fieldStyles.fieldset} aria-describedby={hintId}>
        <legend className={fieldStyles.legend}>{copy.licenceNumberLegend}</legend>
        <div id={hintId} className={fieldStyles.hint}>
          {copy.licenceNumberHint}
        </div>
        {provideLicenceNumber !== false && (
          <div className={styles.licenceNumber}>
            {LICENCE_NUMBER_PARTS.map(({ part, label, length, width }) => (
              <TextInput
                key={part}
                id={ids.licence[`licenceNumber.${part}`]}
                label={copy[label]}
                error={firstErrorMessage(get(errors, `licenceNumber.${part}`))}
                width={width}
                maxLength={length}
                upperCase
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                {...register(`licenceNumber.${part}`, { setValueAs: asOptional })}
              />
            ))}
          </div>
        )}
        <Checkbox
          id={ids.noLicenceNumber}
          label={copy.noLicenceNumberLabel}
          checked={provideLicenceNumber === false}
          onChange={(event) => {
            // §5.5: a number not given is not kept; the parts start empty, so they are asked for.
            setValue(
              'licenceNumber',
              event.target.checked
                ? { provideLicenceNumber: false }
                : { provideLicenceNumber: true },
            );
            clearErrors('licenceNumber');
          }}
        />
      </fieldset>
    </div>
  );
}
