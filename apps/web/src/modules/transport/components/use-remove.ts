import { confirmDelete } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useDeleteDriver } from '../api/drivers';
import { useDeleteVehicle } from '../api/vehicles';
import { useTransportTexts } from '../locales';

/** Deletes a driver after the product's one delete confirmation; resolves true when they are gone. */
export function useRemoveDriver() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const remove = useDeleteDriver();
  return (driver: { id: number; full_name: string }) =>
    confirmDelete({
      kind: texts.kinds.driver,
      name: driver.full_name,
      remove: () => remove.mutateAsync(driver.id),
      done: messageText('transport.driver_deleted'),
    });
}

/** Deletes a vehicle after the delete confirmation; resolves true when it is gone. */
export function useRemoveVehicle() {
  const texts = useTransportTexts();
  const messageText = useMessageText();
  const remove = useDeleteVehicle();
  return (vehicle: { id: number; plate: string }) =>
    confirmDelete({
      kind: texts.kinds.vehicle,
      name: vehicle.plate,
      remove: () => remove.mutateAsync(vehicle.id),
      done: messageText('transport.vehicle_deleted'),
    });
}
