import { type MetadataItem } from '@van/domain/quote';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { asNumber } from '../../lib/form-values';
import { DateInput } from '../ui/date-input';
import { firstErrorMessage } from '../ui/error-summary';
import { RadioField } from '../ui/radio-field';
import { YES_NO_OPTIONS } from '../ui/radio-group';
import { ClaimsQuestion, type ClaimsAnswers, type ClaimsCopy } from './claims-question';

/** What a page asking about a driver's licence holds, beyond the claims. */
export interface LicenceAnswers extends ClaimsAnswers {
  licenceType?: string | undefined;
  dateObtained?: {
    day?: number | undefined;
    month?: number | undefined;
    year?: number | undefined;
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
    },
    medical: {
      hasMedicalCondition: `${prefix}has-medical-condition`,
      dvlaNotified: `${prefix}dvla-notified`,
      dvlaRestriction: `${prefix}dvla-restriction`,
    },
  } as const;
}

/**
 * A driver's licence (§2.6, §3.9): its type and the date it was obtained, `children` (questions
 * a page asks next, such as the proposer's licence number), the claims of the last 5 years, and
 * whether the driver has a medical condition the DVLA must know of; after Yes, whether the DVLA
 * has been told and has restricted the licence. No clears those two, so nothing hidden is
 * checked or sent. Used inside a react-hook-form FormProvider whose values include
 * LicenceAnswers (licence-details and the additional driver's licence page).
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
