import { AddressFormSchema, type AddressForm } from '@van/domain/forms';
import { normalisePostcode, type AddressLookupItem } from '@van/domain/risk';
import { useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FieldErrors } from 'react-hook-form';
import type { ErrorSummaryItem } from '../../../components/ui/error-summary';
import { Select } from '../../../components/ui/select';
import { TextInput } from '../../../components/ui/text-input';
import { driverDetailsCopy } from '../../../content/driver-details';
import { ApiError } from '../../../lib/api-client';
import { useLookupAddress } from '../api/lookup-address';
import {
  ADDRESS_IDS,
  manualAddressProblem,
  type AddressEntryMode,
  type DriverDetailsFormApi,
  type DriverDetailsInput,
} from '../driver-details-answers';
import styles from './driver-details.module.css';

const copy = driverDetailsCopy.address;

/** A box left empty (or only spaces) answers nothing, so the schema gives its 'Please enter' message. */
const asText = (value: unknown): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** The domain's message for a postcode that cannot be right ('Please enter your postcode', ...). */
function postcodeMessage(postcode: string): string | undefined {
  const result = AddressFormSchema.shape.postcode.safeParse(asText(postcode));
  return result.success ? undefined : result.error.issues[0]?.message;
}

function addressFromLookup(item: AddressLookupItem): AddressForm {
  const line2 = item.addressLine2?.trim();
  return {
    houseNameOrNumber: item.houseNameOrNumber,
    addressLine1: item.addressLine1,
    // The lookup gives the post town here; should it ever not, the form asks for it.
    addressLine2: line2 ?? '',
    postcode: item.postcode,
  };
}

function describe(item: AddressLookupItem): string {
  return [`${item.houseNameOrNumber} ${item.addressLine1}`, item.addressLine2, item.postcode]
    .filter((part) => part !== undefined && part.trim() !== '')
    .join(', ');
}

function focus(id: string) {
  document.getElementById(id)?.focus();
}

/**
 * The address question's own state (§2.6): which of the three entry modes shows, the postcode
 * being searched and the addresses found. The form holds only the chosen address. A saved
 * address opens in ManualAddress, so the customer sees it whole and can correct it in place.
 */
export function useAddressEntry(hasSavedAddress: boolean) {
  const [mode, setMode] = useState<AddressEntryMode>(
    hasSavedAddress ? 'ManualAddress' : 'EnterPostCode',
  );
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AddressLookupItem[]>([]);
  const [chosen, setChosen] = useState('');
  const [lookupError, setLookupError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  return {
    mode,
    setMode,
    search,
    setSearch,
    found,
    setFound,
    chosen,
    setChosen,
    lookupError,
    setLookupError,
    notice,
    setNotice,
  };
}
export type AddressEntry = ReturnType<typeof useAddressEntry>;

/**
 * The address line of the error summary. Until an address is chosen or typed in, the form's
 * address is empty, for which the schema has no message of its own; the line then says what the
 * mode on screen needs done.
 */
export function addressProblem(
  entry: AddressEntry,
  error: FieldErrors<DriverDetailsInput>['address'],
): ErrorSummaryItem | undefined {
  if (error === undefined) return undefined;
  switch (entry.mode) {
    case 'ManualAddress':
      return manualAddressProblem(error);
    case 'PostCodeFound':
      return { message: copy.chooseFirst, fieldId: ADDRESS_IDS.choose };
    case 'EnterPostCode':
      return {
        message: postcodeMessage(entry.search) ?? copy.findFirst,
        fieldId: ADDRESS_IDS.postcodeSearch,
      };
  }
}

export function AddressQuestion({
  form,
  entry,
}: {
  form: DriverDetailsFormApi;
  entry: AddressEntry;
}) {
  const lookup = useLookupAddress();
  const {
    register,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const problem = addressProblem(entry, errors.address);

  function setAddress(address: AddressForm | undefined) {
    // The form's address is the one chosen or typed; clearing it on a change of mode means an
    // address the customer has moved away from is never sent.
    setValue('address', address as AddressForm, { shouldValidate: isSubmitted });
  }

  function switchMode(mode: AddressEntryMode, focusId: string) {
    flushSync(() => {
      entry.setLookupError(undefined);
      entry.setMode(mode);
    });
    focus(focusId);
  }

  async function findAddress() {
    // A second press while the first search is on its way is ignored; the button stays enabled
    // so focus is never lost from it.
    if (lookup.isPending) return;
    const invalid = postcodeMessage(entry.search);
    entry.setNotice(undefined);
    if (invalid) {
      entry.setLookupError(invalid);
      return;
    }
    entry.setLookupError(undefined);
    try {
      const addresses = await lookup.mutateAsync(entry.search);
      if (addresses.length === 0) {
        // §2.6: manual entry is always possible, and the only way on when nothing is found.
        flushSync(() => {
          entry.setNotice(copy.noneFound(normalisePostcode(entry.search)));
          entry.setMode('ManualAddress');
        });
        setValue('address.postcode', normalisePostcode(entry.search));
        focus(ADDRESS_IDS.houseNameOrNumber);
        return;
      }
      flushSync(() => {
        entry.setFound(addresses);
        entry.setChosen('');
        entry.setMode('PostCodeFound');
      });
      setAddress(undefined);
      focus(ADDRESS_IDS.choose);
    } catch (error) {
      entry.setLookupError(
        error instanceof ApiError && error.isClientError ? error.message : copy.lookupFailed,
      );
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter in the postcode box means 'Find address', not 'Continue' with the whole page.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void findAddress();
  }

  function chooseAddress(value: string) {
    entry.setChosen(value);
    const item = value === '' ? undefined : entry.found[Number(value)];
    setAddress(item && addressFromLookup(item));
  }

  function changePostcode() {
    setAddress(undefined);
    entry.setNotice(undefined);
    switchMode('EnterPostCode', ADDRESS_IDS.postcodeSearch);
  }

  function enterManually() {
    // A chosen address fills the manual boxes, for correcting; otherwise the postcode searched.
    if (entry.mode === 'EnterPostCode' || entry.chosen === '') {
      const postcode = normalisePostcode(entry.search);
      setAddress(undefined);
      if (postcode !== '') setValue('address.postcode', postcode);
    }
    entry.setNotice(undefined);
    switchMode('ManualAddress', ADDRESS_IDS.houseNameOrNumber);
  }

  const manualError = (name: keyof AddressForm) =>
    entry.mode === 'ManualAddress' ? errors.address?.[name]?.message : undefined;

  return (
    <fieldset
      className={styles.fieldset}
      aria-describedby={entry.notice ? 'address-notice' : undefined}
    >
      <legend className={styles.legend}>{copy.legend}</legend>
      {entry.notice && (
        <p id="address-notice" className={styles.notice}>
          {entry.notice}
        </p>
      )}

      {entry.mode === 'EnterPostCode' && (
        <>
          <TextInput
            id={ADDRESS_IDS.postcodeSearch}
            label={copy.postcodeLabel}
            hint={copy.postcodeHint}
            error={entry.lookupError ?? problem?.message}
            width="10"
            upperCase
            autoComplete="postal-code"
            value={entry.search}
            onChange={(event) => entry.setSearch(event.target.value)}
            onKeyDown={onSearchKeyDown}
          />
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={() => void findAddress()}
            >
              {copy.find}
            </button>
            <button type="button" className={styles.linkButton} onClick={enterManually}>
              {copy.enterManually}
            </button>
          </div>
          <p role="status" className={styles.status}>
            {lookup.isPending ? copy.finding : ''}
          </p>
        </>
      )}

      {entry.mode === 'PostCodeFound' && (
        <>
          <Select
            id={ADDRESS_IDS.choose}
            label={copy.chooseLabel}
            error={problem?.message}
            placeholder={copy.choosePlaceholder(entry.found.length)}
            options={entry.found.map((item, index) => ({
              value: String(index),
              label: describe(item),
            }))}
            value={entry.chosen}
            onChange={(event) => chooseAddress(event.target.value)}
          />
          <div className={styles.actions}>
            <button type="button" className={styles.linkButton} onClick={changePostcode}>
              {copy.changePostcode}
            </button>
            <button type="button" className={styles.linkButton} onClick={enterManually}>
              {copy.enterManually}
            </button>
          </div>
        </>
      )}

      {entry.mode === 'ManualAddress' && (
        <>
          <TextInput
            id={ADDRESS_IDS.houseNameOrNumber}
            label={copy.houseLabel}
            error={manualError('houseNameOrNumber')}
            width="20"
            {...register('address.houseNameOrNumber', { setValueAs: asText })}
          />
          <TextInput
            id={ADDRESS_IDS.addressLine1}
            label={copy.line1Label}
            error={manualError('addressLine1')}
            autoComplete="address-line1"
            {...register('address.addressLine1', { setValueAs: asText })}
          />
          <TextInput
            id={ADDRESS_IDS.addressLine2}
            label={copy.line2Label}
            hint={copy.line2Hint}
            error={manualError('addressLine2')}
            autoComplete="address-line2"
            {...register('address.addressLine2', { setValueAs: asText })}
          />
          <TextInput
            id={ADDRESS_IDS.postcode}
            label={copy.manualPostcodeLabel}
            error={manualError('postcode')}
            width="10"
            upperCase
            autoComplete="postal-code"
            {...register('address.postcode', { setValueAs: asText })}
          />
          <button type="button" className={styles.linkButton} onClick={changePostcode}>
            {copy.searchInstead}
          </button>
        </>
      )}
    </fieldset>
  );
}
