import type { InvalidVehicleData } from '@van/domain/forms';
import type { MetadataItem } from '@van/domain/quote';
import type { Vehicle } from '@van/domain/risk';
import { carDetailsCopy as copy } from '../../../content/car-details';
import styles from './car-details.module.css';

/** 'PanelVan' -> 'Panel van': the lookup's body style is a code, with no list of labels to hand. */
function spelledOut(code: string): string {
  const words = code.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function transmissionLabel(code: string): string {
  return code in copy.transmissions
    ? copy.transmissions[code as keyof typeof copy.transmissions]
    : code;
}

/**
 * §2.6: the van the lookup found, for the customer to confirm. Only what the lookup returned is
 * shown; the model fields it left out (§4.5 invalidVehicleData) are asked for below instead.
 */
export function VanDetails({
  vehicle,
  invalidVehicleData,
  fuelTypes,
}: {
  vehicle: Vehicle | undefined;
  invalidVehicleData: InvalidVehicleData;
  fuelTypes: readonly MetadataItem[];
}) {
  const model = vehicle?.modelInfo;
  const fuel = model?.fuel;
  const rows: Array<[string, string | number | undefined]> = [
    [copy.vanDetails.registration, vehicle?.regNumber],
    [copy.vanDetails.make, model?.manufacturer],
    [copy.vanDetails.model, model?.description],
    [copy.vanDetails.yearOfManufacture, vehicle?.yearOfManufacture],
    [copy.vanDetails.engineSize, model?.cc === undefined ? undefined : copy.engineSize(model.cc)],
    [
      copy.vanDetails.fuel,
      invalidVehicleData.fuel || fuel === undefined
        ? undefined
        : (fuelTypes.find((item) => item.code === fuel)?.description ?? fuel),
    ],
    [
      copy.vanDetails.transmission,
      invalidVehicleData.transmission || model?.transmission === undefined
        ? undefined
        : transmissionLabel(model.transmission),
    ],
    [copy.vanDetails.doors, invalidVehicleData.doors ? undefined : model?.doors],
    [copy.vanDetails.seats, model?.seats],
    [
      copy.vanDetails.bodyStyle,
      vehicle?.bodyStyle === undefined ? undefined : spelledOut(vehicle.bodyStyle),
    ],
  ];
  return (
    <dl className={styles.vanDetails}>
      {rows
        .filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== '')
        .map(([key, value]) => (
          <div key={key} className={styles.row}>
            <dt className={styles.key}>{key}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
