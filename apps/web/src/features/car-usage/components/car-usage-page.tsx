import { zodResolver } from '@hookform/resolvers/zod';
import {
  applyCarUsage,
  carUsageFormFromQuote,
  carUsageFormSchema,
  VEHICLE_USE_CODES,
  type CarUsageForm,
} from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { type MetadataItem, type Quote } from '@van/domain/quote';
import {
  ANNUAL_MILEAGE_BANDS,
  BUSINESS_CLASS_OF_USE_CODES,
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE,
  REGISTERED_KEEPERS,
  VAN_OWNERS,
  VAN_USED_FOR,
  VEHICLE_USES,
  WHERE_KEPT_DURING_THE_DAY,
} from '@van/domain/reference-data';
import { Suspense, useMemo } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { Navigate } from 'react-router';
import type { z } from 'zod';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { carUsageCopy as copy } from '../../../content/car-usage';
import { asNumber, asOptional } from '../../../lib/form-values';
import { useMetadataList } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import { withCrossFieldProblems } from '../../../lib/cross-field-problems';

type CarUsageValues = z.input<ReturnType<typeof carUsageFormSchema>>;

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = {
  whoOwnsTheCar: 'who-owns-the-van',
  whoIsTheCarsRegisteredKeeper: 'registered-keeper',
  whereIsTheCarKeptDuringTheDay: 'kept-during-the-day',
  whereKept: 'kept-overnight',
  isTheCarKeptAtHomeAddressOvernight: 'kept-at-home-overnight',
  carKeptOvernightPostcode: 'overnight-postcode',
  classOfUse: 'class-of-use',
  whoUsesTheCarForBusiness: 'business-use',
  vanUsedFor: 'van-used-for',
  totalAnnualMileage: 'total-annual-mileage',
  businessAnnualMileage: 'business-annual-mileage',
  signage: 'signage',
  rackingShelving: 'racking-shelving',
  refrigerated: 'refrigerated',
  carryDangerousGoods: 'carry-dangerous-goods',
  numberOfOtherVehicles: 'number-of-other-vehicles',
  accessToOtherVehicles: 'access-to-other-vehicles',
} as const satisfies Record<keyof CarUsageForm, string>;

/**
 * Valid answers to stand in for failing ones while the cross-field rules are checked: each one a
 * rule reads (class of use, kept at home, mileage band, access) is the answer that asks for
 * nothing more, so no problem is reported on a question the page is not showing.
 */
const STAND_INS: Partial<CarUsageValues> = {
  whoOwnsTheCar: 'Proposer',
  whoIsTheCarsRegisteredKeeper: 'Proposer',
  whereIsTheCarKeptDuringTheDay: 'Garage',
  whereKept: 'Garage',
  isTheCarKeptAtHomeAddressOvernight: true,
  carKeptOvernightPostcode: undefined,
  classOfUse: 'SDP',
  whoUsesTheCarForBusiness: undefined,
  vanUsedFor: 'PERSONAL',
  totalAnnualMileage: '50001',
  businessAnnualMileage: undefined,
  signage: false,
  rackingShelving: false,
  refrigerated: false,
  carryDangerousGoods: false,
  numberOfOtherVehicles: 0,
  accessToOtherVehicles: 'Owner',
};

const asSelectOptions = (items: readonly MetadataItem[]) =>
  items.map((item) => ({ value: item.code, label: item.description }));

/** §9.7: 'SDPC+Business' is titled 'Social, domestic, pleasure, commuting and business use'. */
const BUSINESS_USE_TITLE =
  VEHICLE_USES.find((use) => use.code === BUSINESS_CLASS_OF_USE_DISPLAY_CODE)?.title ??
  BUSINESS_CLASS_OF_USE_DISPLAY_CODE;

/** Miles typed as '6,000' are still 6000 miles. */
function asMiles(value: unknown): number | undefined {
  return asNumber(String(value ?? '').replace(/[,\s]/g, ''));
}

/** A postcode box holding only spaces has not been answered. */
function asPostcode(value: unknown): unknown {
  return asOptional(typeof value === 'string' ? value.trim() : value);
}

/**
 * van-details/using-the-van ('Van details', §2.6 'Further van questions'): owner and registered
 * keeper, where the van is kept by day and overnight, class of use and who uses it for business
 * (§5.5), what it does, mileage, signage, racking, refrigeration, dangerous goods, and other
 * vehicles.
 */
export function CarUsagePage() {
  const quote = useJourneyStore((state) => state.quote);
  // The page has no guard (§2.2 gives it none): without a van there is nothing to ask about.
  if (quote === null) return <Navigate to={pageHref('VehicleLookup')} replace />;
  return (
    // The class of use, where-kept and vehicle-access lists load on first visit (§7.3).
    <Suspense fallback={<h1>{copy.heading}</h1>}>
      <CarUsageQuestions quote={quote} />
    </Suspense>
  );
}

function CarUsageQuestions({ quote }: { quote: Quote }) {
  const classesOfUse = useMetadataList('Class of Use');
  const whereKeptList = useMetadataList('WhereKept');
  const vehicleAccess = useMetadataList('VehAccess');
  const save = useSaveAnswers();
  const homePostcode = quote.policy.eventCurrent.risk.proposer.correspondenceAddress?.postcode;
  const resolver = useMemo(
    () => withCrossFieldProblems(zodResolver(carUsageFormSchema(homePostcode)), STAND_INS),
    [homePostcode],
  );
  const { form, summary, onSubmit } = useQuestionPage<CarUsageValues, CarUsageForm>({
    page: 'CarUsage',
    resolver,
    defaults: () => ({
      ...carUsageFormFromQuote(quote),
      // The journey asks about the van before the driver, so on a first visit there is no home
      // postcode to compare with (§5.5) and the domain refuses "kept at home". Until there is one
      // the page asks for the overnight postcode alone, which for a van kept at home is the home
      // postcode; once the address is given, that answer reads back as "kept at home".
      ...(homePostcode === undefined ? { isTheCarKeptAtHomeAddressOvernight: false } : {}),
    }),
    fieldIds: FIELD_IDS,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [keptAtHome, classOfUse] = useWatch({
    control,
    name: ['isTheCarKeptAtHomeAddressOvernight', 'classOfUse'],
  });
  const business = classOfUse === BUSINESS_CLASS_OF_USE_DISPLAY_CODE;

  const descriptionOf = (code: string) =>
    classesOfUse.find((item) => item.code === code)?.description ?? code;
  const classOfUseOptions = VEHICLE_USE_CODES.map((code) => ({
    value: code,
    // §9.7 titles 'SDPC+Business' itself; the others take the list's description.
    label: code === BUSINESS_CLASS_OF_USE_DISPLAY_CODE ? BUSINESS_USE_TITLE : descriptionOf(code),
  }));
  const businessUseOptions = BUSINESS_CLASS_OF_USE_CODES.map((code) => ({
    value: code,
    label: descriptionOf(code),
  }));

  async function saveUsage(answers: CarUsageForm) {
    await save(applyCarUsage(quote, answers), ['CarUsage'], 'DriverDetails');
  }

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <QuestionForm
        onSubmit={onSubmit(saveUsage)}
        submitLabel={copy.submit}
        busy={isSubmitting}
        busyText={copy.sending}
      >
        <h2>{copy.ownershipHeading}</h2>
        <Select
          id={FIELD_IDS.whoOwnsTheCar}
          label={copy.whoOwnsLabel}
          placeholder={copy.choose}
          error={errors.whoOwnsTheCar?.message}
          options={asSelectOptions(VAN_OWNERS)}
          {...register('whoOwnsTheCar', { setValueAs: asOptional })}
        />
        <Select
          id={FIELD_IDS.whoIsTheCarsRegisteredKeeper}
          label={copy.registeredKeeperLabel}
          hint={copy.registeredKeeperHint}
          placeholder={copy.choose}
          error={errors.whoIsTheCarsRegisteredKeeper?.message}
          options={asSelectOptions(REGISTERED_KEEPERS)}
          {...register('whoIsTheCarsRegisteredKeeper', { setValueAs: asOptional })}
        />

        <h2>{copy.keptHeading}</h2>
        <Select
          id={FIELD_IDS.whereIsTheCarKeptDuringTheDay}
          label={copy.keptByDayLabel}
          placeholder={copy.choose}
          error={errors.whereIsTheCarKeptDuringTheDay?.message}
          options={asSelectOptions(WHERE_KEPT_DURING_THE_DAY)}
          {...register('whereIsTheCarKeptDuringTheDay', { setValueAs: asOptional })}
        />
        <Select
          id={FIELD_IDS.whereKept}
          label={copy.keptOvernightLabel}
          placeholder={copy.choose}
          error={errors.whereKept?.message}
          options={asSelectOptions(whereKeptList)}
          {...register('whereKept', { setValueAs: asOptional })}
        />
        {homePostcode !== undefined && (
          <YesNoQuestion
            control={control}
            name="isTheCarKeptAtHomeAddressOvernight"
            legend={copy.keptAtHomeLegend}
            onAnswer={(atHome) => {
              if (atHome) setValue('carKeptOvernightPostcode', undefined);
            }}
          />
        )}
        {keptAtHome === false && (
          <TextInput
            id={FIELD_IDS.carKeptOvernightPostcode}
            label={copy.overnightPostcodeLabel}
            hint={
              homePostcode === undefined
                ? copy.overnightPostcodeHintNoHome
                : copy.overnightPostcodeHint
            }
            error={errors.carKeptOvernightPostcode?.message}
            width="10"
            upperCase
            autoComplete="off"
            {...register('carKeptOvernightPostcode', { setValueAs: asPostcode })}
          />
        )}

        <h2>{copy.useHeading}</h2>
        <RadioField
          control={control}
          name="classOfUse"
          id={FIELD_IDS.classOfUse}
          legend={copy.classOfUseLegend}
          hint={copy.classOfUseHint}
          options={classOfUseOptions}
          onAnswer={(use) => {
            // §5.5: who uses it for business, and business miles, belong to business use.
            if (use !== BUSINESS_CLASS_OF_USE_DISPLAY_CODE) {
              setValue('whoUsesTheCarForBusiness', undefined);
              setValue('businessAnnualMileage', undefined);
            }
          }}
        />
        {business && (
          <RadioField
            control={control}
            name="whoUsesTheCarForBusiness"
            id={FIELD_IDS.whoUsesTheCarForBusiness}
            legend={copy.businessUseLegend}
            options={businessUseOptions}
          />
        )}
        <Select
          id={FIELD_IDS.vanUsedFor}
          label={copy.vanUsedForLabel}
          placeholder={copy.choose}
          error={errors.vanUsedFor?.message}
          options={asSelectOptions(VAN_USED_FOR)}
          {...register('vanUsedFor', { setValueAs: asOptional })}
        />
        <Select
          id={FIELD_IDS.totalAnnualMileage}
          label={copy.totalMileageLabel}
          hint={copy.totalMileageHint}
          placeholder={copy.choose}
          error={errors.totalAnnualMileage?.message}
          options={asSelectOptions(ANNUAL_MILEAGE_BANDS)}
          {...register('totalAnnualMileage', { setValueAs: asOptional })}
        />
        {business && (
          <TextInput
            id={FIELD_IDS.businessAnnualMileage}
            label={copy.businessMileageLabel}
            hint={copy.businessMileageHint}
            error={errors.businessAnnualMileage?.message}
            width="8"
            inputMode="numeric"
            {...register('businessAnnualMileage', { setValueAs: asMiles })}
          />
        )}
        <YesNoQuestion control={control} name="signage" legend={copy.signageLegend} />
        <YesNoQuestion control={control} name="rackingShelving" legend={copy.rackingLegend} />
        <YesNoQuestion control={control} name="refrigerated" legend={copy.refrigeratedLegend} />
        <YesNoQuestion
          control={control}
          name="carryDangerousGoods"
          legend={copy.dangerousGoodsLegend}
          hint={copy.dangerousGoodsHint}
        />

        <h2>{copy.otherVehiclesHeading}</h2>
        <TextInput
          id={FIELD_IDS.numberOfOtherVehicles}
          label={copy.otherVehiclesLabel}
          hint={copy.otherVehiclesHint}
          error={errors.numberOfOtherVehicles?.message}
          width="4"
          inputMode="numeric"
          {...register('numberOfOtherVehicles', { setValueAs: asNumber })}
        />
        <Select
          id={FIELD_IDS.accessToOtherVehicles}
          label={copy.accessLabel}
          placeholder={copy.choose}
          error={errors.accessToOtherVehicles?.message}
          options={asSelectOptions(vehicleAccess)}
          {...register('accessToOtherVehicles', { setValueAs: asOptional })}
        />
      </QuestionForm>
    </>
  );
}

type YesNoName =
  | 'isTheCarKeptAtHomeAddressOvernight'
  | 'signage'
  | 'rackingShelving'
  | 'refrigerated'
  | 'carryDangerousGoods';

/** A yes-or-no question of this page, its first radio carrying the question's summary id. */
function YesNoQuestion({
  control,
  name,
  legend,
  hint,
  onAnswer,
}: {
  control: Control<CarUsageValues, unknown, CarUsageForm>;
  name: YesNoName;
  legend: string;
  hint?: string;
  onAnswer?: (answer: boolean) => void;
}) {
  return (
    <RadioField
      control={control}
      name={name}
      id={FIELD_IDS[name]}
      legend={legend}
      hint={hint}
      options={YES_NO_OPTIONS}
      inline
      onAnswer={onAnswer}
    />
  );
}
