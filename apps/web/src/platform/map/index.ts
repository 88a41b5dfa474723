export * from './geo';
export * from './map-config';
export * from './LeafletMap';
export * from './MapWithList';
export * from './ViewportList';
export * from './CoordinatePicker';
