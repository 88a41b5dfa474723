import { defineTexts } from '../pages/namespace-texts';

const vi = {
  map: 'Bản đồ',
  tilesUnavailable: 'Không tải được nền bản đồ; các điểm vẫn hiển thị.',
  listTitle: 'Trong vùng đang xem ({{count}})',
  listEmpty: 'Không có điểm nào trong vùng đang xem',
  clusterLabel: '{{count}} điểm',
  pickHint: 'Bấm vào bản đồ để chọn vị trí',
  latitude: 'Vĩ độ',
  longitude: 'Kinh độ',
  invalidCoordinate: 'Tọa độ không hợp lệ',
  clear: 'Xóa vị trí',
};

const en: typeof vi = {
  map: 'Map',
  tilesUnavailable: 'The map background could not be loaded; the points are still shown.',
  listTitle: 'In the visible area ({{count}})',
  listEmpty: 'No point in the visible area',
  clusterLabel: '{{count}} points',
  pickHint: 'Click the map to choose the location',
  latitude: 'Latitude',
  longitude: 'Longitude',
  invalidCoordinate: 'Invalid coordinates',
  clear: 'Clear location',
};

/** Texts of the shared map components (namespace `map`). */
export const useMapTexts = defineTexts('map', { vi, en });
