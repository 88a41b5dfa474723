/**
 * The demo catalogue of a Vietnamese FMCG distributor: product lines by brand, their pack sizes and
 * the units they are sold in. `product.demo.ts` expands it into about 300 products.
 */

export interface DemoUnit {
  code: string;
  name: string;
}

export const DEMO_UNITS: readonly DemoUnit[] = [
  { code: 'lon', name: 'Lon' },
  { code: 'chai', name: 'Chai' },
  { code: 'goi', name: 'Gói' },
  { code: 'hop', name: 'Hộp' },
  { code: 'loc', name: 'Lốc' },
  { code: 'thung', name: 'Thùng' },
  { code: 'tui', name: 'Túi' },
  { code: 'can', name: 'Can' },
  { code: 'hu', name: 'Hũ' },
  { code: 'kg', name: 'Kg' },
  { code: 'bao', name: 'Bao' },
  { code: 'cuon', name: 'Cuộn' },
];

/** "One `unit` holds `quantity` `inner`": the defaults the product form proposes. */
export const DEMO_CONVERSIONS: readonly [unit: string, inner: string, quantity: number][] = [
  ['thung', 'lon', 24],
  ['thung', 'loc', 4],
  ['loc', 'lon', 6],
  ['loc', 'hop', 4],
  ['thung', 'chai', 12],
  ['thung', 'goi', 30],
  ['thung', 'hop', 48],
  ['bao', 'kg', 25],
];

/** Out categories: five roots and their children (15); in categories for packaging and raw goods. */
export const DEMO_CATEGORIES: readonly {
  key: string;
  name: string;
  parent?: string;
  direction: 'out' | 'in';
}[] = [
  { key: 'drinks', name: 'Đồ uống', direction: 'out' },
  { key: 'soda', name: 'Nước ngọt có ga', parent: 'drinks', direction: 'out' },
  { key: 'energy', name: 'Nước tăng lực', parent: 'drinks', direction: 'out' },
  { key: 'water', name: 'Nước suối – nước tinh khiết', parent: 'drinks', direction: 'out' },
  { key: 'tea', name: 'Trà – cà phê uống liền', parent: 'drinks', direction: 'out' },
  { key: 'dairy', name: 'Sữa và sản phẩm từ sữa', direction: 'out' },
  { key: 'milk', name: 'Sữa tươi – sữa tiệt trùng', parent: 'dairy', direction: 'out' },
  { key: 'yogurt', name: 'Sữa chua uống – sữa đặc', parent: 'dairy', direction: 'out' },
  { key: 'instant', name: 'Thực phẩm ăn liền', direction: 'out' },
  { key: 'noodles', name: 'Mì – phở – cháo ăn liền', parent: 'instant', direction: 'out' },
  { key: 'spices', name: 'Gia vị', direction: 'out' },
  { key: 'oil', name: 'Dầu ăn', parent: 'spices', direction: 'out' },
  { key: 'sauce', name: 'Nước mắm – nước tương', parent: 'spices', direction: 'out' },
  { key: 'seasoning', name: 'Hạt nêm – bột ngọt – tương ớt', parent: 'spices', direction: 'out' },
  { key: 'snacks', name: 'Bánh kẹo – snack', direction: 'out' },
  { key: 'packaging', name: 'Bao bì', direction: 'in' },
  { key: 'carton', name: 'Thùng carton – màng co', parent: 'packaging', direction: 'in' },
  { key: 'raw', name: 'Nguyên liệu', direction: 'in' },
];

/** A pack size: its label, base unit and the outer units with their factors. */
export interface DemoSize {
  label: string;
  base: string;
  outer: readonly [unit: string, factor: number][];
}

/**
 * A product line: with `flavours` (and several sizes) it is one product whose variants are every
 * flavour × size; otherwise one product per name × size.
 */
export interface DemoLine {
  brand: string;
  /** Four digits after 893: the brand's barcode prefix. */
  gs1: string;
  category: string;
  names: readonly string[];
  sizes: readonly DemoSize[];
  flavours?: readonly string[];
  direction?: 'out' | 'in';
}

const can330: DemoSize = {
  label: '330ml',
  base: 'lon',
  outer: [
    ['loc', 6],
    ['thung', 24],
  ],
};
const can250: DemoSize = {
  label: '250ml',
  base: 'lon',
  outer: [
    ['loc', 6],
    ['thung', 24],
  ],
};
const pet390: DemoSize = { label: '390ml', base: 'chai', outer: [['thung', 24]] };
const pet15: DemoSize = { label: '1,5L', base: 'chai', outer: [['thung', 12]] };
const pet500: DemoSize = { label: '500ml', base: 'chai', outer: [['thung', 24]] };
const box180: DemoSize = {
  label: '180ml',
  base: 'hop',
  outer: [
    ['loc', 4],
    ['thung', 48],
  ],
};
const box110: DemoSize = {
  label: '110ml',
  base: 'hop',
  outer: [
    ['loc', 4],
    ['thung', 48],
  ],
};
const box1l: DemoSize = { label: '1L', base: 'hop', outer: [['thung', 12]] };
const pack75: DemoSize = { label: '75g', base: 'goi', outer: [['thung', 30]] };
const pack65: DemoSize = { label: '65g', base: 'goi', outer: [['thung', 30]] };
const bowl: DemoSize = { label: 'tô 80g', base: 'hop', outer: [['thung', 12]] };
const oil1l: DemoSize = { label: '1L', base: 'chai', outer: [['thung', 12]] };
const oil2l: DemoSize = { label: '2L', base: 'chai', outer: [['thung', 6]] };
const oil5l: DemoSize = { label: '5L', base: 'can', outer: [['thung', 4]] };
const sauce500: DemoSize = { label: '500ml', base: 'chai', outer: [['thung', 24]] };
const sauce750: DemoSize = { label: '750ml', base: 'chai', outer: [['thung', 12]] };
const seas400: DemoSize = { label: '400g', base: 'goi', outer: [['thung', 24]] };
const seas900: DemoSize = { label: '900g', base: 'goi', outer: [['thung', 12]] };
const snack40: DemoSize = { label: '40g', base: 'goi', outer: [['thung', 50]] };
const snack90: DemoSize = { label: '90g', base: 'goi', outer: [['thung', 24]] };
const cake: DemoSize = { label: 'hộp 12 cái', base: 'hop', outer: [['thung', 8]] };

export const DEMO_LINES: readonly DemoLine[] = [
  {
    brand: 'Pepsi',
    gs1: '5010',
    category: 'soda',
    names: ['Pepsi', 'Pepsi không calo', '7Up', 'Mirinda Cam', 'Mirinda Xá xị'],
    sizes: [can330, pet390, pet15],
  },
  {
    brand: 'Coca-Cola',
    gs1: '5020',
    category: 'soda',
    names: ['Coca-Cola', 'Coca-Cola Light', 'Sprite', 'Fanta Cam', 'Fanta Nho'],
    sizes: [can330, pet390, pet15],
  },
  {
    brand: 'Pepsi',
    gs1: '5011',
    category: 'soda',
    names: ['Revive Chanh muối', 'Revive', 'Twister Cam', 'Lipton Trà chanh'],
    sizes: [pet390, pet15],
  },
  {
    brand: 'Chương Dương',
    gs1: '5030',
    category: 'soda',
    names: ['Xá xị Chương Dương', 'Soda Chương Dương'],
    sizes: [can330, pet390],
  },
  {
    brand: 'Sting',
    gs1: '5040',
    category: 'energy',
    names: ['Nước tăng lực Sting'],
    flavours: ['Dâu', 'Vàng', 'Gold'],
    sizes: [can330, pet390],
  },
  {
    brand: 'Red Bull',
    gs1: '5050',
    category: 'energy',
    names: ['Red Bull', 'Red Bull Kẽm'],
    sizes: [can250],
  },
  {
    brand: 'Number 1',
    gs1: '5060',
    category: 'energy',
    names: ['Number 1', 'Number 1 Chanh'],
    sizes: [can330, pet390],
  },
  {
    brand: 'Rồng Đỏ',
    gs1: '5061',
    category: 'energy',
    names: ['Nước tăng lực Rồng Đỏ', 'Nước tăng lực Compact'],
    sizes: [can330, pet390],
  },
  {
    brand: 'Warrior',
    gs1: '5070',
    category: 'energy',
    names: ['Nước tăng lực Warrior'],
    flavours: ['Dâu', 'Nho'],
    sizes: [can330, pet390],
  },
  {
    brand: 'Lavie',
    gs1: '5080',
    category: 'water',
    names: ['Nước khoáng Lavie'],
    sizes: [pet500, pet15, { label: '19L', base: 'chai', outer: [] }],
  },
  {
    brand: 'Aquafina',
    gs1: '5090',
    category: 'water',
    names: ['Nước tinh khiết Aquafina'],
    sizes: [pet500, pet15],
  },
  {
    brand: 'Dasani',
    gs1: '5100',
    category: 'water',
    names: ['Nước tinh khiết Dasani'],
    sizes: [pet500, pet15],
  },
  {
    brand: 'Vĩnh Hảo',
    gs1: '5110',
    category: 'water',
    names: ['Nước khoáng Vĩnh Hảo', 'Nước khoáng Vĩnh Hảo có ga'],
    sizes: [pet500, pet15],
  },
  {
    brand: 'C2',
    gs1: '5120',
    category: 'tea',
    names: ['Trà xanh C2'],
    flavours: ['Chanh', 'Táo', 'Đào'],
    sizes: [
      { label: '360ml', base: 'chai', outer: [['thung', 24]] },
      { label: '455ml', base: 'chai', outer: [['thung', 24]] },
    ],
  },
  {
    brand: 'Tea+ Plus',
    gs1: '5130',
    category: 'tea',
    names: ['Trà Ô Long Tea+ Plus', 'Trà Ô Long Tea+ Plus ít đường'],
    sizes: [pet390, pet15],
  },
  {
    brand: 'Không Độ',
    gs1: '5140',
    category: 'tea',
    names: ['Trà xanh Không Độ', 'Trà thanh nhiệt Dr Thanh'],
    sizes: [{ label: '455ml', base: 'chai', outer: [['thung', 24]] }, pet15],
  },
  {
    brand: 'Highlands',
    gs1: '5150',
    category: 'tea',
    names: ['Cà phê sữa Highlands', 'Cà phê đen Highlands'],
    sizes: [
      {
        label: '235ml',
        base: 'lon',
        outer: [
          ['loc', 6],
          ['thung', 24],
        ],
      },
    ],
  },
  {
    brand: 'Nescafé',
    gs1: '5160',
    category: 'tea',
    names: ['Cà phê sữa đá Nescafé', 'Cà phê đậm đà Nescafé'],
    sizes: [
      {
        label: '180ml',
        base: 'lon',
        outer: [
          ['loc', 6],
          ['thung', 24],
        ],
      },
    ],
  },
  {
    brand: 'Trung Nguyên',
    gs1: '5170',
    category: 'tea',
    names: ['Cà phê G7 3in1', 'Cà phê G7 Cappuccino', 'Cà phê đen G7'],
    sizes: [
      { label: 'hộp 18 gói', base: 'hop', outer: [['thung', 24]] },
      { label: 'bịch 50 gói', base: 'tui', outer: [['thung', 10]] },
    ],
  },
  {
    brand: 'Vinamilk',
    gs1: '4673',
    category: 'milk',
    names: ['Sữa tươi tiệt trùng Vinamilk 100%'],
    flavours: ['Có đường', 'Ít đường', 'Không đường', 'Dâu'],
    sizes: [box180, box1l],
  },
  {
    brand: 'Vinamilk',
    gs1: '4674',
    category: 'milk',
    names: ['Sữa tươi Vinamilk Green Farm', 'Sữa hạt Vinamilk óc chó', 'Sữa đậu nành Vinamilk'],
    sizes: [box180, box1l],
  },
  {
    brand: 'TH True Milk',
    gs1: '6021',
    category: 'milk',
    names: ['Sữa tươi tiệt trùng TH True Milk'],
    flavours: ['Có đường', 'Ít đường', 'Nguyên chất', 'Socola'],
    sizes: [box180, box110, box1l],
  },
  {
    brand: 'TH True Milk',
    gs1: '6022',
    category: 'milk',
    names: ['Sữa hạt TH True Nut', 'Sữa TH True Milk Topkid'],
    sizes: [box180],
  },
  {
    brand: 'Dutch Lady',
    gs1: '6031',
    category: 'milk',
    names: ['Sữa tiệt trùng Cô Gái Hà Lan'],
    flavours: ['Có đường', 'Ít đường', 'Socola', 'Dâu'],
    sizes: [box180, box110],
  },
  {
    brand: 'Nutifood',
    gs1: '6041',
    category: 'milk',
    names: ['Sữa tiệt trùng Nuti', 'Sữa Nuvi Grow', 'Sữa Nuti Organic'],
    sizes: [box180, box110],
  },
  {
    brand: 'Vinamilk',
    gs1: '4675',
    category: 'yogurt',
    names: ['Sữa chua uống Probi', 'Sữa chua uống Susu'],
    sizes: [
      {
        label: '65ml',
        base: 'hop',
        outer: [
          ['loc', 5],
          ['thung', 50],
        ],
      },
    ],
  },
  {
    brand: 'Vinamilk',
    gs1: '4676',
    category: 'yogurt',
    names: ['Sữa đặc Ông Thọ', 'Sữa đặc Ngôi Sao Phương Nam'],
    sizes: [
      { label: 'lon 380g', base: 'lon', outer: [['thung', 48]] },
      { label: 'hộp giấy 1,284kg', base: 'hop', outer: [['thung', 12]] },
    ],
  },
  {
    brand: 'TH True Milk',
    gs1: '6023',
    category: 'yogurt',
    names: ['Sữa chua uống TH True Yogurt'],
    flavours: ['Dâu', 'Việt quất', 'Cam'],
    sizes: [box180],
  },
  {
    brand: 'Nestlé',
    gs1: '6061',
    category: 'milk',
    names: ['Thức uống lúa mạch Milo', 'Sữa Nestlé NAN'],
    sizes: [box180, box110],
  },
  {
    brand: 'Ovaltine',
    gs1: '6071',
    category: 'milk',
    names: ['Thức uống Ovaltine'],
    sizes: [box180, box110],
  },
  {
    brand: 'Yakult',
    gs1: '6051',
    category: 'yogurt',
    names: ['Sữa uống lên men Yakult', 'Yakult Light'],
    sizes: [
      {
        label: '65ml',
        base: 'hop',
        outer: [
          ['loc', 5],
          ['thung', 50],
        ],
      },
    ],
  },
  {
    brand: 'Acecook',
    gs1: '6101',
    category: 'noodles',
    names: [
      'Mì Hảo Hảo Tôm chua cay',
      'Mì Hảo Hảo Sa tế hành',
      'Mì Hảo Hảo Gà vàng',
      'Mì Đệ Nhất Thịt bằm',
      'Mì Kingcook',
      'Phở Đệ Nhất',
      'Miến Phú Hương',
    ],
    sizes: [pack75, bowl],
  },
  {
    brand: 'Masan',
    gs1: '6111',
    category: 'noodles',
    names: [
      'Mì Omachi Sườn hầm',
      'Mì Omachi Bò hầm',
      'Mì Kokomi Tôm chua cay',
      'Mì Kokomi Đại',
      'Cháo Cung Đình',
      'Phở Cung Đình',
    ],
    sizes: [pack65, bowl],
  },
  {
    brand: 'Vifon',
    gs1: '6121',
    category: 'noodles',
    names: [
      'Mì Vifon Hoàng Gia',
      'Phở bò Vifon',
      'Hủ tiếu Nam Vang Vifon',
      'Bún bò Huế Vifon',
      'Cháo thịt bằm Vifon',
    ],
    sizes: [pack65, bowl],
  },
  {
    brand: 'Uniben',
    gs1: '6131',
    category: 'noodles',
    names: ['Mì 3 Miền Tôm chua cay', 'Mì 3 Miền Gà sợi phở', 'Mì Reeva Lẩu Thái'],
    sizes: [pack65, pack75],
  },
  {
    brand: 'Gấu Đỏ',
    gs1: '6141',
    category: 'noodles',
    names: ['Mì Gấu Đỏ Tôm chua cay', 'Mì Gấu Đỏ Gà sợi phở', 'Mì Gấu Đỏ Bò hầm rau thơm'],
    sizes: [pack65, pack75],
  },
  {
    brand: 'Miliket',
    gs1: '6151',
    category: 'noodles',
    names: ['Mì Miliket Tôm', 'Miến Miliket'],
    sizes: [pack65],
  },
  {
    brand: 'Neptune',
    gs1: '6201',
    category: 'oil',
    names: ['Dầu ăn Neptune Light', 'Dầu ăn Neptune 1:1:1', 'Dầu ăn Neptune Gold'],
    sizes: [oil1l, oil2l, oil5l],
  },
  {
    brand: 'Tường An',
    gs1: '6211',
    category: 'oil',
    names: ['Dầu ăn Tường An Cooking Oil', 'Dầu thực vật Tường An Vio', 'Dầu đậu nành Tường An'],
    sizes: [oil1l, oil2l, oil5l],
  },
  {
    brand: 'Simply',
    gs1: '6221',
    category: 'oil',
    names: ['Dầu đậu nành Simply', 'Dầu hướng dương Simply'],
    sizes: [oil1l, oil2l],
  },
  {
    brand: 'Meizan',
    gs1: '6231',
    category: 'oil',
    names: ['Dầu ăn Meizan Gold', 'Dầu ăn Meizan'],
    sizes: [oil1l, oil5l],
  },
  {
    brand: 'Cái Lân',
    gs1: '6241',
    category: 'oil',
    names: ['Dầu ăn Cái Lân Olein', 'Dầu ăn Kiddy'],
    sizes: [oil1l, oil2l, oil5l],
  },
  {
    brand: 'Nam Ngư',
    gs1: '6301',
    category: 'sauce',
    names: ['Nước mắm Nam Ngư', 'Nước mắm Nam Ngư Đệ Nhị', 'Nước mắm Nam Ngư Ớt tỏi Lý Sơn'],
    sizes: [sauce500, sauce750],
  },
  {
    brand: 'Chin-su',
    gs1: '6311',
    category: 'sauce',
    names: ['Nước tương Chin-su Tam Thái Tử', 'Nước tương Chin-su tỏi ớt', 'Nước mắm Chin-su Cá cơm'],
    sizes: [sauce500, sauce750],
  },
  {
    brand: 'Phú Quốc',
    gs1: '6321',
    category: 'sauce',
    names: ['Nước mắm Phú Quốc 40 độ đạm', 'Nước mắm Phú Quốc 35 độ đạm'],
    sizes: [sauce500, { label: '1L', base: 'chai', outer: [['thung', 12]] }],
  },
  {
    brand: 'Maggi',
    gs1: '6331',
    category: 'sauce',
    names: ['Nước tương Maggi đậm đặc', 'Dầu hào Maggi'],
    sizes: [{ label: '300ml', base: 'chai', outer: [['thung', 24]] }, sauce750],
  },
  {
    brand: 'Liên Thành',
    gs1: '6341',
    category: 'sauce',
    names: ['Nước mắm Liên Thành Nhãn đỏ', 'Nước mắm Liên Thành Nhãn vàng'],
    sizes: [sauce500, sauce750],
  },
  {
    brand: 'Maggi',
    gs1: '6441',
    category: 'seasoning',
    names: ['Hạt nêm Maggi Heo', 'Hạt nêm Maggi Gà'],
    sizes: [seas400, seas900],
  },
  {
    brand: 'Hải Châu',
    gs1: '6451',
    category: 'seasoning',
    names: ['Bột canh Hải Châu', 'Bột canh iốt Hải Châu'],
    sizes: [{ label: '190g', base: 'goi', outer: [['thung', 50]] }],
  },
  {
    brand: 'Knorr',
    gs1: '6401',
    category: 'seasoning',
    names: ['Hạt nêm Knorr Thịt thăn xương ống', 'Hạt nêm Knorr Chay nấm hương'],
    sizes: [seas400, seas900],
  },
  {
    brand: 'Aji-ngon',
    gs1: '6411',
    category: 'seasoning',
    names: ['Hạt nêm Aji-ngon Heo', 'Hạt nêm Aji-ngon Gà', 'Bột ngọt Ajinomoto'],
    sizes: [seas400, seas900],
  },
  {
    brand: 'Chin-su',
    gs1: '6421',
    category: 'seasoning',
    names: ['Tương ớt Chin-su', 'Tương cà Chin-su', 'Tương ớt Chin-su Sriracha'],
    sizes: [
      { label: '250g', base: 'chai', outer: [['thung', 24]] },
      { label: '500g', base: 'chai', outer: [['thung', 12]] },
    ],
  },
  {
    brand: 'Cholimex',
    gs1: '6431',
    category: 'seasoning',
    names: ['Tương ớt Cholimex', 'Sốt mayonnaise Cholimex'],
    sizes: [{ label: '270g', base: 'chai', outer: [['thung', 24]] }],
  },
  {
    brand: 'Orion',
    gs1: '6501',
    category: 'snacks',
    names: ['Bánh Chocopie Orion', 'Bánh Custas Orion', 'Bánh Goute Orion', 'Bánh Solite Orion'],
    sizes: [cake],
  },
  {
    brand: 'Orion',
    gs1: '6502',
    category: 'snacks',
    names: ['Snack Khoai tây O’Star'],
    flavours: ['Tảo biển', 'Kim chi', 'Phô mai'],
    sizes: [snack40, snack90],
  },
  {
    brand: 'Oishi',
    gs1: '6511',
    category: 'snacks',
    names: [
      'Snack Oishi Tôm cay',
      'Snack Oishi Bí đỏ',
      'Snack Oishi Hành',
      'Snack Oishi Bắp ngọt',
      'Snack Oishi Pillows',
    ],
    sizes: [snack40, snack90],
  },
  {
    brand: 'Kinh Đô',
    gs1: '6521',
    category: 'snacks',
    names: ['Bánh quy Cosy', 'Bánh AFC Kinh Đô', 'Bánh mì tươi Kinh Đô', 'Bánh Solite Kinh Đô'],
    sizes: [cake, snack90],
  },
  {
    brand: 'Poca',
    gs1: '6541',
    category: 'snacks',
    names: ['Snack khoai tây Poca', 'Snack Poca Partyz'],
    sizes: [snack40, snack90],
  },
  {
    brand: 'Hải Hà',
    gs1: '6551',
    category: 'snacks',
    names: ['Kẹo mềm Hải Hà Chew', 'Kẹo cứng Hải Hà'],
    sizes: [
      { label: 'túi 100g', base: 'tui', outer: [['thung', 40]] },
      { label: 'túi 350g', base: 'tui', outer: [['thung', 20]] },
    ],
  },
  {
    brand: 'Bibica',
    gs1: '6561',
    category: 'snacks',
    names: ['Bánh Hura', 'Bánh Lapochi', 'Kẹo sữa Bibica'],
    sizes: [cake, snack90],
  },
  {
    brand: 'Lay’s',
    gs1: '6531',
    category: 'snacks',
    names: ['Snack khoai tây Lay’s'],
    flavours: ['Tự nhiên', 'Tảo biển', 'Sườn nướng'],
    sizes: [snack40, snack90],
  },
  {
    brand: 'Bao bì Tân Tiến',
    gs1: '7001',
    category: 'carton',
    names: [
      'Thùng carton 5 lớp',
      'Thùng carton 3 lớp',
      'Màng co PE',
      'Nhãn decal in sẵn',
      'Tem chống hàng giả',
    ],
    sizes: [{ label: 'khổ 60×40', base: 'cuon', outer: [] }],
    direction: 'in',
  },
  {
    brand: 'Nguyên liệu Sài Gòn',
    gs1: '7011',
    category: 'raw',
    names: ['Đường tinh luyện', 'Muối tinh sấy', 'Bột mì đa dụng', 'Tinh bột sắn'],
    sizes: [{ label: 'bao 25kg', base: 'kg', outer: [['bao', 25]] }],
    direction: 'in',
  },
];
