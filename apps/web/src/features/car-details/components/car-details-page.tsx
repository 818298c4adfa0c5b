import {
  applyCarDetails,
  carDetailsFormFromQuote,
  DASHCAM_LOCATIONS,
  modificationCodesOf,
  type CarDetailsForm,
} from '@van/domain/forms';
import { pageHref } from '@van/domain/journey';
import { type Quote } from '@van/domain/quote';
import {
  MODIFICATION_CATEGORIES,
  RENAMED_MODIFICATION_DESCRIPTIONS,
  TRANSMISSION_CODES,
  VAN_BODY_TYPES,
} from '@van/domain/reference-data';
import { Suspense, useMemo, useState } from 'react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox';
import { DateInput } from '../../../components/ui/date-input';
import {
  ErrorSummary,
  errorSummaryItems,
  firstErrorMessage,
} from '../../../components/ui/error-summary';
import { QuestionForm } from '../../../components/ui/question-form';
import { RadioField } from '../../../components/ui/radio-field';
import { RadioGroup, YES_NO_OPTIONS } from '../../../components/ui/radio-group';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { useQuestionPage } from '../../../components/ui/use-question-page';
import { carDetailsCopy as copy } from '../../../content/car-details';
import { todayIsoDate } from '../../../lib/dates';
import { asNumber, asOptional } from '../../../lib/form-values';
import { useMetadataList } from '../../../lib/metadata';
import { useJourneyStore } from '../../../stores/journey-store';
import { useSaveAnswers } from '../../../stores/use-save-answers';
import { ALARM_IMMOBILISER_CHOICES, alarmImmobiliserChoiceOf } from '@van/domain/reference-data';
import { carDetailsResolver, type CarDetailsValues } from '../car-details-resolver';
import styles from './car-details.module.css';
import { ModificationCheckboxes } from './modification-checkboxes';
import { VanDetails } from './van-details';

/** Field names in page order, with the id of the control an error summary link focuses. */
const FIELD_IDS = {
  transmission: 'transmission',
  doors: 'doors',
  fuelType: 'fuel-type',
  carDetailsConfirmed: 'car-details-confirmed',
  marketValue: 'market-value',
  vanBodyType: 'van-body-type',
  hasBeenImported: 'has-been-imported',
  dashCam: 'dash-cam',
  dashCamLoc: 'dash-cam-location',
  // One question answers both (§9.7), so both lead to it.
  alarm: 'alarm-immobiliser',
  immobiliser: 'alarm-immobiliser',
  tracker: 'tracker',
  modified: 'modified',
  modificationCategory: 'modification-category',
  modifications: 'modifications',
  datePurchased: 'date-purchased',
  dontHaveTheCarYet: 'dont-have-the-van-yet',
} as const satisfies Record<keyof CarDetailsForm, string>;

const TRANSMISSION_OPTIONS = TRANSMISSION_CODES.map((code) => ({
  value: code,
  label: copy.transmissions[code],
}));
const BODY_TYPE_OPTIONS = VAN_BODY_TYPES.map((item) => ({
  value: item.code,
  label: item.description,
}));
const DASHCAM_LOCATION_OPTIONS = DASHCAM_LOCATIONS.map((item) => ({
  value: item.code,
  label: item.description,
}));
const ALARM_OPTIONS = ALARM_IMMOBILISER_CHOICES.map((choice, index) => ({
  value: index,
  label: choice.label,
}));
const TRACKER_OPTIONS = YES_NO_OPTIONS.map((option) => ({
  value: option.value ? ('TRAC' as const) : ('NONE' as const),
  label: option.label,
}));
const MODIFICATION_CATEGORY_OPTIONS = MODIFICATION_CATEGORIES.map((category) => ({
  value: category.code,
  label: category.categoryDataKey,
}));

/** A value typed as '£18,500' is still 18500 pounds. */
function asPounds(value: unknown): number | undefined {
  return asNumber(String(value ?? '').replace(/[£,\s]/g, ''));
}

function isRenamed(code: string): code is keyof typeof RENAMED_MODIFICATION_DESCRIPTIONS {
  return code in RENAMED_MODIFICATION_DESCRIPTIONS;
}

/** One line per question: the alarm and immobiliser codes are one question. */
function summaryItems(errors: FieldErrors<CarDetailsValues>) {
  return errorSummaryItems(errors, FIELD_IDS).filter(
    (item, index, items) => items.findIndex((other) => other.fieldId === item.fieldId) === index,
  );
}

/**
 * van-details ('We've found your van', §2.6): the van the lookup found, to be confirmed (§5.4);
 * hand corrections of the model fields the lookup left out (§4.5); then value, body type,
 * import, dashcam, alarm/immobiliser (§9.7), tracker, modifications (§9.11) and purchase date.
 */
export function CarDetailsPage() {
  const quote = useJourneyStore((state) => state.quote);
  // The page has no guard (§2.2 gives it none): without a van there is nothing to confirm.
  if (quote === null) return <Navigate to={pageHref('VehicleLookup')} replace />;
  return (
    // The fuel and modification lists load on first visit (§7.3).
    <Suspense fallback={<h1>{copy.heading}</h1>}>
      <CarDetailsQuestions quote={quote} />
    </Suspense>
  );
}

function CarDetailsQuestions({ quote }: { quote: Quote }) {
  const [today] = useState(todayIsoDate);
  const invalidVehicleData = useJourneyStore((state) => state.invalidVehicleData);
  const setVehicleLookupOutcome = useJourneyStore((state) => state.setVehicleLookupOutcome);
  const fuelTypes = useMetadataList('Fuel Type');
  const modificationList = useMetadataList('Vehicle Modifications');
  const save = useSaveAnswers();
  const resolver = useMemo(
    () => carDetailsResolver(today, invalidVehicleData),
    [today, invalidVehicleData],
  );
  const { form, summary, onSubmit } = useQuestionPage({
    page: 'CarDetails',
    resolver,
    defaults: (): CarDetailsValues => ({
      dontHaveTheCarYet: false,
      ...carDetailsFormFromQuote(quote),
      // §3.12 working state: ticked for this van until a new lookup clears it.
      carDetailsConfirmed: useJourneyStore.getState().carDetailsConfirmed,
    }),
    fieldIds: FIELD_IDS,
    summaryItems,
  });
  const {
    register,
    control,
    setValue,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const [dashCam, immobiliser, modified, modificationCategory, dontHaveTheVanYet] = useWatch({
    control,
    name: ['dashCam', 'immobiliser', 'modified', 'modificationCategory', 'dontHaveTheCarYet'],
  });

  const modificationItems = useMemo(() => {
    if (modificationCategory === undefined) return [];
    const descriptions = new Map(modificationList.map((item) => [item.code, item.description]));
    return modificationCodesOf(modificationCategory).map((code) => ({
      code,
      // §9.11: these codes are shown with our own descriptions, whatever the list says.
      description: isRenamed(code)
        ? RENAMED_MODIFICATION_DESCRIPTIONS[code]
        : (descriptions.get(code) ?? code),
    }));
  }, [modificationCategory, modificationList]);

  // Answers to a question that no longer applies are dropped, so none is sent stale.
  const clear = (name: 'dashCamLoc' | 'modificationCategory' | 'modifications' | 'datePurchased') =>
    setValue(name, undefined);

  async function saveVan(answers: CarDetailsForm) {
    const next = applyCarDetails(quote, answers, today, invalidVehicleData);
    setVehicleLookupOutcome(invalidVehicleData, true);
    await save(next, ['CarDetails'], 'CarUsage');
  }

  const anyMissing =
    invalidVehicleData.transmission || invalidVehicleData.doors || invalidVehicleData.fuel;

  return (
    <>
      <ErrorSummary errors={summary.items} />
      <h1>{copy.heading}</h1>
      <p>{copy.intro}</p>
      <VanDetails
        vehicle={quote.policy.eventCurrent.risk.vehicles?.[0]}
        invalidVehicleData={invalidVehicleData}
        fuelTypes={fuelTypes}
      />
      <p className={styles.notMyVan}>
        <Link to={pageHref('VehicleLookup')}>{copy.notMyVan}</Link>
      </p>
      <QuestionForm
        onSubmit={onSubmit(saveVan)}
        submitLabel={copy.submit}
        busy={isSubmitting}
        busyText={copy.sending}
      >
        {anyMissing && (
          <>
            <h2>{copy.missingHeading}</h2>
            <p>{copy.missingIntro}</p>
          </>
        )}
        {invalidVehicleData.transmission && (
          <RadioField
            control={control}
            name="transmission"
            id={FIELD_IDS.transmission}
            legend={copy.transmissionLegend}
            options={TRANSMISSION_OPTIONS}
            inline
          />
        )}
        {invalidVehicleData.doors && (
          <TextInput
            id={FIELD_IDS.doors}
            label={copy.doorsLabel}
            hint={copy.doorsHint}
            error={errors.doors?.message}
            width="4"
            inputMode="numeric"
            {...register('doors', { setValueAs: asNumber })}
          />
        )}
        {invalidVehicleData.fuel && (
          <Select
            id={FIELD_IDS.fuelType}
            label={copy.fuelLabel}
            placeholder={copy.fuelPlaceholder}
            error={errors.fuelType?.message}
            options={fuelTypes.map((item) => ({ value: item.code, label: item.description }))}
            {...register('fuelType', { setValueAs: asOptional })}
          />
        )}
        <Checkbox
          id={FIELD_IDS.carDetailsConfirmed}
          label={copy.confirm}
          error={errors.carDetailsConfirmed?.message}
          {...register('carDetailsConfirmed')}
        />

        <h2>{copy.aboutHeading}</h2>
        <TextInput
          id={FIELD_IDS.marketValue}
          label={copy.marketValueLabel}
          hint={copy.marketValueHint}
          error={errors.marketValue?.message}
          prefix="£"
          width="10"
          inputMode="numeric"
          {...register('marketValue', { setValueAs: asPounds })}
        />
        <Select
          id={FIELD_IDS.vanBodyType}
          label={copy.bodyTypeLabel}
          placeholder={copy.bodyTypePlaceholder}
          error={errors.vanBodyType?.message}
          options={BODY_TYPE_OPTIONS}
          {...register('vanBodyType', { setValueAs: asOptional })}
        />
        <RadioField
          control={control}
          name="hasBeenImported"
          id={FIELD_IDS.hasBeenImported}
          legend={copy.importedLegend}
          hint={copy.importedHint}
          options={YES_NO_OPTIONS}
          inline
        />
        <RadioField
          control={control}
          name="dashCam"
          id={FIELD_IDS.dashCam}
          legend={copy.dashCamLegend}
          options={YES_NO_OPTIONS}
          inline
          onAnswer={(hasDashCam) => {
            if (!hasDashCam) clear('dashCamLoc');
          }}
        />
        {dashCam === true && (
          <RadioField
            control={control}
            name="dashCamLoc"
            id={FIELD_IDS.dashCamLoc}
            legend={copy.dashCamLocationLegend}
            options={DASHCAM_LOCATION_OPTIONS}
          />
        )}
        <Controller
          control={control}
          name="alarm"
          render={({ field }) => (
            <RadioGroup
              id={FIELD_IDS.alarm}
              name={field.name}
              legend={copy.alarmLegend}
              hint={copy.alarmHint}
              error={errors.alarm?.message ?? errors.immobiliser?.message}
              options={ALARM_OPTIONS}
              value={alarmImmobiliserChoiceOf(field.value, immobiliser)}
              onChange={(index) => {
                const choice = ALARM_IMMOBILISER_CHOICES[index];
                if (choice === undefined) return;
                setValue('immobiliser', choice.immobiliser, { shouldValidate: isSubmitted });
                field.onChange(choice.alarm);
              }}
              onBlur={field.onBlur}
            />
          )}
        />
        <RadioField
          control={control}
          name="tracker"
          id={FIELD_IDS.tracker}
          legend={copy.trackerLegend}
          options={TRACKER_OPTIONS}
          inline
        />
        <RadioField
          control={control}
          name="modified"
          id={FIELD_IDS.modified}
          legend={copy.modifiedLegend}
          hint={copy.modifiedHint}
          options={YES_NO_OPTIONS}
          inline
          onAnswer={(isModified) => {
            if (!isModified) {
              clear('modificationCategory');
              clear('modifications');
            }
          }}
        />
        {modified === true && (
          <Select
            id={FIELD_IDS.modificationCategory}
            label={copy.modificationCategoryLabel}
            placeholder={copy.modificationCategoryPlaceholder}
            error={errors.modificationCategory?.message}
            options={MODIFICATION_CATEGORY_OPTIONS}
            {...register('modificationCategory', {
              setValueAs: asOptional,
              // The modifications ticked belong to the category they were ticked under.
              onChange: () => clear('modifications'),
            })}
          />
        )}
        {modified === true && modificationCategory !== undefined && (
          <Controller
            control={control}
            name="modifications"
            render={({ field, fieldState }) => (
              <ModificationCheckboxes
                id={FIELD_IDS.modifications}
                legend={copy.modificationsLegend}
                hint={copy.modificationsHint}
                error={fieldState.error?.message}
                items={modificationItems}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
        {dontHaveTheVanYet !== true && (
          <DateInput
            id={FIELD_IDS.datePurchased}
            legend={copy.datePurchasedLegend}
            hint={copy.datePurchasedHint}
            error={firstErrorMessage(errors.datePurchased)}
            day={register('datePurchased.day', { setValueAs: asNumber })}
            month={register('datePurchased.month', { setValueAs: asNumber })}
            year={register('datePurchased.year', { setValueAs: asNumber })}
          />
        )}
        <Checkbox
          id={FIELD_IDS.dontHaveTheCarYet}
          label={copy.dontHaveTheVanYet}
          {...register('dontHaveTheCarYet', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) clear('datePurchased');
            },
          })}
        />
      </QuestionForm>
    </>
  );
}
