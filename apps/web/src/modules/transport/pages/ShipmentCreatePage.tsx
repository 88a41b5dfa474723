import { useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { shipmentFields } from '@kenh/contract';
import { ApiError } from '../../../platform/api';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreateShipment, useVehicleOptions } from '../api/shipments';
import {
  ShipmentFormFields,
  shipmentFormDefaults,
  type ShipmentFormValues,
} from '../components/ShipmentFormFields';
import { useTransportTexts } from '../locales';
import { shipmentPath, transportPaths } from '../paths';

/**
 * /transport/create-transport: a warehouse, the goods issues it has waiting, a driver and a vehicle
 * that may take the road, the planned day and the load. A load above the chosen vehicle's payload
 * is refused here with the server's own words (transport.load_over_capacity) before anything is
 * sent; the server checks it again, with the driver's and vehicle's availability, and its field
 * errors go under their fields. Saved, the new shipment opens.
 */
export function ShipmentCreatePage() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreateShipment();
  const vehicles = useVehicleOptions();
  const form = useContractForm<typeof shipmentFields, ShipmentFormValues>(
    shipmentFields,
    shipmentFormDefaults(),
  );
  const vehicleId = useWatch({ control: form.control, name: 'vehicle_id' });
  const vehicle = vehicles.data?.find((v) => v.value === vehicleId);
  return (
    <FormPage
      title={texts.create.title}
      breadcrumbs={[{ label: texts.shipments.title, to: transportPaths.home }]}
      form={form}
      wide
      submitLabel={texts.create.submit}
      onSubmit={async (values) => {
        if (vehicle && values.load_kg > vehicle.capacity_kg) {
          // The refusal the server would give, under the load field, without a round trip.
          const message = messageText('transport.load_over_capacity', {
            load: values.load_kg,
            capacity: vehicle.capacity_kg,
            plate: vehicle.label,
          });
          throw new ApiError(422, message, [{ field: 'load_kg', message }]);
        }
        const shipment = await create.mutateAsync(values);
        toast.success(messageText('transport.shipment_created'));
        void navigate(localePath(shipmentPath(shipment.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(transportPaths.home))}
    >
      <ShipmentFormFields form={form} vehicle={vehicle} />
    </FormPage>
  );
}
