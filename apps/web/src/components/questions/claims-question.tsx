import { type MetadataItem } from '@van/domain/quote';
import { MAX_CLAIMS } from '@van/domain/reference-data';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { asNumber, asOptional } from '../../lib/form-values';
import { DateInput } from '../ui/date-input';
import { firstErrorMessage } from '../ui/error-summary';
import { RadioField } from '../ui/radio-field';
import { YES_NO_OPTIONS } from '../ui/radio-group';
import { RepeatableEntries } from '../ui/repeatable-entries';
import { Select } from '../ui/select';

/** What a page asking about claims holds: the Yes/No in front of the list, and the list. */
export interface ClaimsAnswers {
  hasClaims?: boolean | undefined;
  claims: Array<{
    description?: string | undefined;
    claimDate?: { day?: number | undefined; month?: number | undefined; year?: number | undefined };
    ncdPrejudiced?: boolean | undefined;
  }>;
}

/** The words of the claims questions, which differ by whose claims they are. */
export interface ClaimsCopy {
  hasClaimsLegend: string;
  hasClaimsHint: string;
  claimLegend: (position: number) => string;
  addClaim: string;
  removeClaim: string;
  claimDescriptionLabel: string;
  claimDescriptionPlaceholder: string;
  claimDateLegend: string;
  claimDateHint: string;
  claimNcdLegend: string;
}

export const HAS_CLAIMS_ID = 'has-claims';

/** Ids of the controls of claim `index`, in page order, by the field each answers. */
export function claimFieldIds(index: number) {
  return {
    description: `claim-${index}-description`,
    claimDate: `claim-${index}-date`,
    ncdPrejudiced: `claim-${index}-ncd`,
  } as const;
}

const NEW_CLAIM: ClaimsAnswers['claims'][number] = {};

/**
 * 'Have you made any claims in the last 5 years?' and, after Yes, the claims themselves: at least
 * one, at most 5 (§5.1). No clears the list, so no hidden claim is checked or sent. Used inside a
 * react-hook-form FormProvider whose values include ClaimsAnswers (licence-details and the
 * additional driver's licence page).
 */
export function ClaimsQuestion({
  descriptions,
  copy,
}: {
  descriptions: readonly MetadataItem[];
  copy: ClaimsCopy;
}) {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<ClaimsAnswers>();
  const { fields, append, remove, replace } = useFieldArray({ control, name: 'claims' });
  const hasClaims = useWatch({ control, name: 'hasClaims' });
  const options = descriptions.map((item) => ({ value: item.code, label: item.description }));

  return (
    <>
      <RadioField
        control={control}
        name="hasClaims"
        id={HAS_CLAIMS_ID}
        legend={copy.hasClaimsLegend}
        hint={copy.hasClaimsHint}
        options={YES_NO_OPTIONS}
        inline
        onAnswer={(value) => {
          if (!value) replace([]);
          else if (fields.length === 0) append(NEW_CLAIM, { shouldFocus: false });
        }}
      />
      {hasClaims === true && (
        <RepeatableEntries
          keys={fields.map((field) => field.id)}
          entryLegend={(index) => copy.claimLegend(index + 1)}
          addLabel={copy.addClaim}
          removeLabel={copy.removeClaim}
          onAdd={() => append(NEW_CLAIM, { shouldFocus: false })}
          onRemove={remove}
          max={MAX_CLAIMS}
          min={1}
        >
          {(index) => {
            const ids = claimFieldIds(index);
            const entryErrors = errors.claims?.[index];
            return (
              <>
                <Select
                  id={ids.description}
                  label={copy.claimDescriptionLabel}
                  placeholder={copy.claimDescriptionPlaceholder}
                  options={options}
                  error={entryErrors?.description?.message}
                  {...register(`claims.${index}.description`, { setValueAs: asOptional })}
                />
                <DateInput
                  id={ids.claimDate}
                  legend={copy.claimDateLegend}
                  hint={copy.claimDateHint}
                  error={firstErrorMessage(entryErrors?.claimDate)}
                  day={register(`claims.${index}.claimDate.day`, { setValueAs: asNumber })}
                  month={register(`claims.${index}.claimDate.month`, { setValueAs: asNumber })}
                  year={register(`claims.${index}.claimDate.year`, { setValueAs: asNumber })}
                />
                <RadioField
                  control={control}
                  name={`claims.${index}.ncdPrejudiced`}
                  id={ids.ncdPrejudiced}
                  legend={copy.claimNcdLegend}
                  options={YES_NO_OPTIONS}
                  inline
                />
              </>
            );
          }}
        </RepeatableEntries>
      )}
    </>
  );
}
