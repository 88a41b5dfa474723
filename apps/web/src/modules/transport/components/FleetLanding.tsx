import { CarOutlined, IdcardOutlined, SendOutlined } from '@ant-design/icons';
import { fill, LandingPage, type LandingArea } from '../../../platform/pages';
import { useDriverList } from '../api/drivers';
import { useVehicleList } from '../api/vehicles';
import { useTransportTexts } from '../locales';
import { transportPaths } from '../paths';

/**
 * What /transport shows to whoever may not read shipments (a fleet keeper holding only
 * `vehicletransport`): drivers and vehicles with how many there are, and the partner's transport
 * orders — each for whoever may open it.
 */
export function FleetLanding() {
  const texts = useTransportTexts();
  // Each count runs only for whoever may read it (the endpoint hooks leave the others idle).
  const drivers = useDriverList({ page: 0, page_size: 1 });
  const vehicles = useVehicleList({ page: 0, page_size: 1 });
  const t = texts.home;
  const areas: LandingArea[] = [
    {
      key: 'drivers',
      title: t.drivers,
      path: transportPaths.driverList,
      permission: 'drivertransport',
      Icon: IdcardOutlined,
      hint: drivers.data && fill(t.driversHint, { count: drivers.data.total }),
    },
    {
      key: 'vehicles',
      title: t.vehicles,
      path: transportPaths.vehicleList,
      permission: 'vehicletransport',
      Icon: CarOutlined,
      hint: vehicles.data && fill(t.vehiclesHint, { count: vehicles.data.total }),
    },
    {
      key: 'orders',
      title: t.orders,
      path: transportPaths.transportOrders,
      permission: 'shipmentstransport',
      Icon: SendOutlined,
      hint: t.ordersHint,
    },
  ];
  return <LandingPage title={t.title} intro={t.intro} areas={areas} perRow={3} />;
}
