/** Vietnamese paths of the transport pages (spec routes); the English twins add `/en`. */
export const transportPaths = {
  /** The shipments list (spec: "/transport and /transport/{id} (shipments and their progress)"). */
  home: '/transport',
  /** One shipment. Static siblings (`driver`, `vehicle`, `create-transport`) rank before it. */
  shipment: '/transport/:id',
  shipmentCreate: '/transport/create-transport',
  /** The list without an id, one driver with it (spec: `/transport/driver/{id?}`). */
  drivers: '/transport/driver/:id?',
  driverList: '/transport/driver',
  driverCreate: '/transport/driver/create-driver',
  vehicles: '/transport/vehicle/:id?',
  vehicleList: '/transport/vehicle',
  vehicleCreate: '/transport/vehicle/create-vehicle',
  transportOrders: '/ecommerce-manager/transport-order',
  transportOrder: '/ecommerce-manager/transport-order/:id',
} as const;

export const shipmentPath = (id: number) => `/transport/${id}`;
export const driverPath = (id: number) => `/transport/driver/${id}`;
export const vehiclePath = (id: number) => `/transport/vehicle/${id}`;
export const transportOrderPath = (code: string) =>
  `/ecommerce-manager/transport-order/${encodeURIComponent(code)}`;
