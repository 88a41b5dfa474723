import {
  FILE_DOWNLOAD_PATH,
  platformApi,
  productApi,
  type ProductDetail,
  type ProductImportPreview,
  type Unit,
} from '@kenh/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { unmountFeedbackHost } from '../../../platform/feedback';
import { mockFetch, ok } from '../../../testing/fetch-mock';
import { signInAs } from '../../../testing/fixtures';
import { mockEndpoint, type EndpointMock } from '../../../testing/mock-endpoint';
import { renderApp } from '../../../testing/render-app';
import { setViewport } from '../../../platform/layout/shell-test-utils';
import {
  CATALOGUE_MANAGER,
  CATEGORIES,
  NO_IMAGE,
  productDetailOf,
  STING,
  UNITS,
} from '../components/product-fixtures.test-kit';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

afterEach(() => {
  unmountFeedbackHost();
  vi.unstubAllGlobals();
});

function serve() {
  signInAs(CATALOGUE_MANAGER);
  return mockFetch([
    mockEndpoint(productApi.productList, ok({ results: [STING, NO_IMAGE], total: 2 })),
    mockEndpoint(productApi.outCategoryList, ok(CATEGORIES)),
    mockEndpoint(productApi.inCategoryList, ok([])),
    mockEndpoint({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { status: 200, body: 'png-bytes' }),
  ]);
}

const lastBody = (api: ReturnType<typeof serve>) => api.calls(productApi.productList).at(-1)?.body;

describe('/product/product-manager', () => {
  it('sends the filters of the address and shows each product with its thumbnail', async () => {
    const api = serve();
    renderApp('/product/product-manager?search=sting&category_id=3&status=active&barcode=8934563138165');
    expect(await screen.findByRole('link', { name: 'Nước tăng lực Sting' })).toBeTruthy();
    expect(lastBody(api)).toEqual({
      page: 0,
      page_size: 20,
      search: 'sting',
      category_id: 3,
      status: 'active',
      barcode: '8934563138165',
      direction: 'out',
    });
    // The thumbnail (not the full image) is fetched with the session; a product without one shows the placeholder.
    expect(await screen.findByRole('img', { name: 'Nước tăng lực Sting' })).toBeTruthy();
    expect(api.calls({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { id: 'thumb-7' })).toHaveLength(1);
    expect(api.calls({ method: 'GET', path: FILE_DOWNLOAD_PATH }, { id: 'img-7' })).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Chưa có ảnh' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Hàng nhập vào' }));
    // Another direction has another category tree: the category filter goes.
    await waitFor(() => expect(lastBody(api)).toMatchObject({ direction: 'in', search: 'sting' }));
    expect(lastBody(api)).not.toHaveProperty('category_id');
  });

  it('checks a barcode’s check digit before asking the list, in the page’s language', async () => {
    const api = serve();
    renderApp('/product/product-manager');
    const input = await screen.findByRole('textbox', { name: 'Mã vạch' });
    fireEvent.change(input, { target: { value: '8934563138166' } });
    fireEvent.blur(input);
    expect(
      await screen.findByText('Mã vạch không hợp lệ (EAN-13, EAN-8 hoặc UPC-A, sai số kiểm tra)'),
    ).toBeTruthy();
    expect(api.calls(productApi.productList).some((c) => (c.body as { barcode?: string }).barcode)).toBe(
      false,
    );

    fireEvent.change(input, { target: { value: '8934563138165' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastBody(api)).toMatchObject({ barcode: '8934563138165' }));
    expect(screen.queryByText(/Mã vạch không hợp lệ/)).toBeNull();
  });

  it('says the same in English under /en', async () => {
    serve();
    renderApp('/en/product/product-manager');
    const input = await screen.findByRole('textbox', { name: 'Barcode' });
    fireEvent.change(input, { target: { value: '12345670' } });
    fireEvent.blur(input);
    // 12345670 is a valid EAN-8: no message; one digit off is refused.
    expect(screen.queryByText(/Invalid barcode/)).toBeNull();
    fireEvent.change(input, { target: { value: '12345671' } });
    expect(
      await screen.findByText('Invalid barcode (EAN-13, EAN-8 or UPC-A with a correct check digit)'),
    ).toBeTruthy();
  });
});

async function choose(label: string, option: string, index = 0) {
  fireEvent.mouseDown(screen.getAllByRole('combobox', { name: label })[index]!);
  fireEvent.click(await screen.findByTitle(option));
}

function type(label: string, value: string, index = 0) {
  const input = screen.getAllByLabelText(label)[index]!;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function addValue(option: string, value: string) {
  const input = screen.getByRole('textbox', { name: `Thêm giá trị: ${option}` });
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

function addOption(n: number, name: string, values: string[]) {
  fireEvent.click(screen.getByRole('button', { name: /Thêm thuộc tính/ }));
  fireEvent.change(screen.getByRole('textbox', { name: `Tên thuộc tính ${n}` }), { target: { value: name } });
  for (const value of values) addValue(name, value);
}

describe('/product/product-manager/create', () => {
  it('creates a product with 2 × 2 variants, each with the units of the first and its factors', async () => {
    signInAs(CATALOGUE_MANAGER);
    const api = mockFetch([
      mockEndpoint(productApi.unitOptions, ok(UNITS)),
      mockEndpoint(productApi.outCategoryList, ok(CATEGORIES)),
      mockEndpoint(productApi.createProduct, ok(productDetailOf(STING))),
      mockEndpoint(productApi.productDetail, ok(productDetailOf(STING))),
    ]);
    renderApp('/product/product-manager/create');
    await screen.findByLabelText('Tên sản phẩm');
    type('Tên sản phẩm', 'Nước tăng lực Sting');
    await choose('Đơn vị cơ bản', 'Chai (CHAI)');
    fireEvent.click(screen.getByRole('button', { name: /Thêm đơn vị/ }));
    await choose('Đơn vị 2', 'Thùng (THUNG)');
    // Thùng → 4 lốc → 6 chai: the factor comes from the unit conversions.
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Quy đổi ra đơn vị cơ bản').value).toBe('24'),
    );
    type('Mã vạch (đơn vị cơ bản)', '8934563138165');

    addOption(1, 'Hương vị', ['Dâu', 'Táo']);
    addOption(2, 'Dung tích', ['330ml', '1L']);
    const variants = within(screen.getByRole('region', { name: 'Biến thể' })).getAllByRole('listitem');
    expect(variants.map((v) => v.getAttribute('aria-label'))).toEqual([
      'Dâu · 330ml',
      'Dâu · 1L',
      'Táo · 330ml',
      'Táo · 1L',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(productApi.createProduct)).toHaveLength(1));
    const form = api.calls(productApi.createProduct)[0]!.form!;
    const payload = JSON.parse(form.get('payload') as string) as {
      direction: string;
      name: string;
      options: unknown;
      variants: {
        option_values: string[];
        units: { unit_id: number; factor: number; barcode?: string | null }[];
      }[];
    };
    expect(payload).toMatchObject({
      direction: 'out',
      name: 'Nước tăng lực Sting',
      options: [
        { name: 'Hương vị', values: ['Dâu', 'Táo'] },
        { name: 'Dung tích', values: ['330ml', '1L'] },
      ],
    });
    expect(payload.variants.map((v) => v.option_values.join('/'))).toEqual([
      'Dâu/330ml',
      'Dâu/1L',
      'Táo/330ml',
      'Táo/1L',
    ]);
    // The first row kept its barcode; the new rows copied its units without it (a barcode names one variant).
    expect(payload.variants[0]!.units).toEqual([
      { unit_id: 1, factor: 1, barcode: '8934563138165' },
      { unit_id: 3, factor: 24, barcode: null },
    ]);
    expect(payload.variants[3]!.units).toEqual([
      { unit_id: 1, factor: 1, barcode: null },
      { unit_id: 3, factor: 24, barcode: null },
    ]);
    expect(await screen.findByRole('heading', { name: 'Nước tăng lực Sting' })).toBeTruthy();
  });
});

const variant = (id: number, values: string[]) => ({
  id,
  product_id: 7,
  code: `SP000007-0${id}`,
  name: ['Nước tăng lực Sting', ...values].join(' - '),
  option_values: values,
  base_unit_id: 1,
  base_unit_name: 'Chai',
  units_per_box: null,
  status: 'active' as const,
  image_file_id: null,
  position: id,
  units: [
    { unit_id: 1, unit_code: 'CHAI', unit_name: 'Chai', factor: 1, barcode: '8934563138165' },
    { unit_id: 3, unit_code: 'THUNG', unit_name: 'Thùng', factor: 24, barcode: null },
  ],
});

const DETAIL: ProductDetail = {
  ...productDetailOf(STING),
  options: [{ name: 'Hương vị', values: ['Dâu', 'Táo'] }],
  variants: [variant(1, ['Dâu']), variant(2, ['Táo'])],
};

/** What the product page of DETAIL reads, and `more`. */
function productPageEndpoints(...more: EndpointMock[]) {
  return mockFetch([
    mockEndpoint(productApi.productDetail, ok(DETAIL)),
    mockEndpoint(productApi.unitOptions, ok(UNITS)),
    mockEndpoint(productApi.outCategoryList, ok(CATEGORIES)),
    mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ...more,
  ]);
}

describe('/product/product-manager/{id}', () => {
  it('shows the variants with their units, and a variant’s extra categories and rating when opened', async () => {
    signInAs(CATALOGUE_MANAGER);
    productPageEndpoints(
      mockEndpoint(
        productApi.variantDetail,
        ok({
          ...DETAIL.variants[0],
          product: { ...STING, thumbnail_file_id: null },
          categories: [{ id: 9, name: 'Tết 2027' }],
          rating: { count: 4, average: 4.5, by_stars: [0, 0, 0, 2, 2] },
          updated_at: STING.updated_at,
        }),
      ),
    );
    renderApp('/product/product-manager/7');
    expect(await screen.findByRole('heading', { name: 'Nước tăng lực Sting' })).toBeTruthy();
    // The form builds the two saved variants back from the options.
    expect(within(screen.getByRole('region', { name: 'Biến thể' })).getAllByRole('listitem')).toHaveLength(2);

    fireEvent.click(screen.getByRole('tab', { name: 'Biến thể (2)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Biến thể (2)' });
    expect(within(panel).getByText('SP000007-02')).toBeTruthy();
    expect(within(panel).getAllByText('Thùng = 24 Chai')).toHaveLength(2);
    fireEvent.click(within(panel).getAllByRole('button', { name: /Expand row|Mở rộng/ })[0]!);
    expect(await within(panel).findByText('Tết 2027')).toBeTruthy();
    expect(within(panel).getByText('4,5/5 từ 4 đánh giá')).toBeTruthy();
  });

  it('on a phone shows each variant in one column: name, code and status beneath, then its units', async () => {
    setViewport(390);
    signInAs(CATALOGUE_MANAGER);
    productPageEndpoints();
    renderApp('/product/product-manager/7');
    fireEvent.click(await screen.findByRole('tab', { name: 'Biến thể (2)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Biến thể (2)' });
    // The expand toggle's column and one for the variant: nothing to scroll sideways.
    expect(
      within(panel)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['', 'Tên biến thể']);
    const row = within(panel).getByText('Nước tăng lực Sting - Táo').closest('tr')!;
    expect(within(row).getByText('SP000007-02')).toBeTruthy();
    expect(within(row).getByText('Thùng = 24 Chai')).toBeTruthy();
    expect(within(row).getByText('Đang kinh doanh')).toBeTruthy();
  });
});

const LOC: Unit = {
  id: 2,
  code: 'LOC',
  name: 'Lốc',
  note: null,
  is_active: true,
  conversions: [{ inner_unit_id: 1, inner_unit_code: 'CHAI', inner_unit_name: 'Chai', quantity: 6 }],
  variant_unit_count: 3,
  created_at: STING.created_at,
  updated_at: STING.updated_at,
};

describe('/product/unit', () => {
  it('lists units with their conversions and creates one holding 24 of another', async () => {
    signInAs({ ...CATALOGUE_MANAGER, permission: [...CATALOGUE_MANAGER.permission, 'unitproduct.manage'] });
    const api = mockFetch([
      mockEndpoint(productApi.unitList, ok({ results: [LOC], total: 1 })),
      mockEndpoint(productApi.unitOptions, ok(UNITS)),
      mockEndpoint(productApi.unitCreate, ok({ ...LOC, id: 4, code: 'THUNG24', name: 'Thùng 24' })),
      mockEndpoint(productApi.unitGet, ok({ ...LOC, id: 4, code: 'THUNG24', name: 'Thùng 24' })),
    ]);
    const app = renderApp('/product/unit');
    expect(await screen.findByText('1 Lốc = 6 Chai')).toBeTruthy();

    await act(() => app.router.navigate('/product/unit/create'));
    type('Mã', 'THUNG24');
    type('Tên đơn vị', 'Thùng 24');
    fireEvent.click(screen.getByRole('button', { name: /Thêm quy đổi/ }));
    type('Số lượng', '24');
    await choose('Đơn vị bên trong', 'Chai (CHAI)');
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(api.calls(productApi.unitCreate)).toHaveLength(1));
    expect(api.calls(productApi.unitCreate)[0]!.body).toMatchObject({
      code: 'THUNG24',
      name: 'Thùng 24',
      is_active: true,
      conversions: [{ inner_unit_id: 1, quantity: 24 }],
    });
  });
});

describe('/product/category', () => {
  it('shows each direction’s tree, and takes a variant out of a category', async () => {
    signInAs({
      ...CATALOGUE_MANAGER,
      permission: [...CATALOGUE_MANAGER.permission, 'categoryproduct.manage'],
    });
    const api = mockFetch([
      mockEndpoint(productApi.outCategoryList, ok(CATEGORIES)),
      mockEndpoint(productApi.inCategoryList, ok([])),
      mockEndpoint(productApi.categoryGet, ok({ ...CATEGORIES[1], variant_count: 1 })),
      mockEndpoint(
        productApi.categoryVariants,
        ok({
          results: [{ ...DETAIL.variants[0], product: { ...STING, thumbnail_file_id: null } }],
          total: 1,
        }),
      ),
      mockEndpoint(productApi.categoryRemoveVariants, ok({ changed: 1 })),
      mockEndpoint(platformApi.history, ok({ results: [], total: 0 })),
    ]);
    const app = renderApp('/product/category');
    // The child sits under its parent in the tree.
    const parent = await screen.findByRole('link', { name: 'Đồ uống' });
    expect(screen.getByRole('link', { name: 'Nước giải khát' })).toBeTruthy();
    expect(
      parent.closest('tr')?.compareDocumentPosition(screen.getByRole('link', { name: 'Nước giải khát' })),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    fireEvent.click(screen.getByRole('tab', { name: 'Hàng nhập vào' }));
    await waitFor(() => expect(api.calls(productApi.inCategoryList)).toHaveLength(1));

    await act(() => app.router.navigate('/product/category/3'));
    fireEvent.click(await screen.findByRole('tab', { name: 'Biến thể trong danh mục (1)' }));
    const panel = screen.getByRole('tabpanel', { name: 'Biến thể trong danh mục (1)' });
    expect(await within(panel).findByText('Nước tăng lực Sting - Dâu')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Thao tác khác' }));
    fireEvent.click(await screen.findByText('Bỏ khỏi danh mục'));
    await waitFor(() => expect(api.calls(productApi.categoryRemoveVariants)).toHaveLength(1));
    expect(api.calls(productApi.categoryRemoveVariants)[0]!.body).toEqual({
      category_id: 3,
      variant_ids: [1],
    });
  });

  it('on a phone keeps the tree to the names, with code, product count and a stopped tag beneath', async () => {
    setViewport(390);
    signInAs(CATALOGUE_MANAGER);
    const stopped = { ...CATEGORIES[1]!, is_active: false, product_count: 4 };
    mockFetch([mockEndpoint(productApi.outCategoryList, ok([CATEGORIES[0]!, stopped]))]);
    renderApp('/product/category');
    const child = await screen.findByRole('link', { name: 'Nước giải khát' });
    const row = child.closest('tr')!;
    expect(within(row).getByText('DM3 · 4 sản phẩm')).toBeTruthy();
    expect(within(row).getByText('Ngừng dùng')).toBeTruthy();
    // No column the screen would cut: the name and the row's menu.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Tên danh mục', '']);
    expect(
      within(screen.getByRole('link', { name: 'Đồ uống' }).closest('tr')!).queryByText('Ngừng dùng'),
    ).toBeNull();
  });
});

const BAD_FILE: ProductImportPreview = {
  total_rows: 3,
  valid_rows: 1,
  product_count: 1,
  rows: [
    { row: 2, product_name: 'Sting', variant: 'Dâu', ok: true, errors: [] },
    {
      row: 3,
      product_name: 'Sting',
      variant: 'Táo',
      ok: false,
      errors: [
        {
          row: 3,
          column: 'base_unit',
          column_label: 'Đơn vị cơ bản (mã)*',
          message: 'Không tìm thấy đơn vị',
        },
        {
          row: 3,
          column: 'base_barcode',
          column_label: 'Mã vạch đơn vị cơ bản',
          message: 'Mã vạch không hợp lệ',
        },
      ],
    },
    {
      row: 4,
      product_name: 'Tường An',
      variant: '',
      ok: false,
      errors: [{ row: 4, column: 'factor2', column_label: 'Hệ số 2', message: 'Phải là số' }],
    },
  ],
};
const GOOD_FILE: ProductImportPreview = {
  total_rows: 1,
  valid_rows: 1,
  product_count: 1,
  rows: [{ row: 2, product_name: 'Sting', variant: 'Dâu', ok: true, errors: [] }],
};

describe('product import', () => {
  it('lists every bad cell of every bad row and imports only a file without any', async () => {
    signInAs(CATALOGUE_MANAGER);
    const previews = [BAD_FILE, GOOD_FILE];
    const api = mockFetch([
      mockEndpoint(productApi.productList, ok({ results: [STING], total: 1 })),
      mockEndpoint(productApi.outCategoryList, ok(CATEGORIES)),
      mockEndpoint(productApi.importPreview, () => ok(previews.shift())),
      mockEndpoint(productApi.import, ok({ products: 1, variants: 1 })),
    ]);
    renderApp('/product/product-manager');
    fireEvent.click(await screen.findByRole('button', { name: 'Nhập từ Excel' }));
    const choose = (name: string) =>
      fireEvent.change(screen.getByLabelText('Chọn tệp .xlsx'), {
        target: { files: [new File(['PK'], name, { type: XLSX })] },
      });
    // A chosen file is checked at once.
    choose('san-pham.xlsx');
    const preview = await screen.findByRole('region', { name: 'Kết quả kiểm tra tệp' });
    expect(within(preview).getByText('1/3 dòng hợp lệ')).toBeTruthy();
    const cells = within(preview)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent));
    expect(cells).toEqual([
      ['3', 'Sting · Táo', 'Đơn vị cơ bản (mã)*', 'Không tìm thấy đơn vị'],
      ['Mã vạch đơn vị cơ bản', 'Mã vạch không hợp lệ'],
      ['4', 'Tường An', 'Hệ số 2', 'Phải là số'],
    ]);
    // All or nothing: no import while any row is bad.
    expect(screen.getByRole('button', { name: 'Nhập 1 dòng' }).hasAttribute('disabled')).toBe(true);

    choose('san-pham-da-sua.xlsx');
    await screen.findByText('Mọi dòng đều hợp lệ: có thể nhập.');
    fireEvent.click(screen.getByRole('button', { name: 'Nhập 1 dòng' }));
    await waitFor(() => expect(api.calls(productApi.import)).toHaveLength(1));
    expect(api.calls(productApi.import)[0]!.form?.get('file')).toBeInstanceOf(File);
  });
});
