import type { Translation } from '../../../platform/i18n';
import type { warehouseVi } from './vi';

export const warehouseEn: Translation<typeof warehouseVi> = {
  kind: 'warehouse',
  fields: {
    name: 'Name',
    area: 'Area',
    note: 'Note',
    status: 'Status',
  },
  statuses: { draft: 'Draft', active: 'Active', archived: 'Archived' },
  actions: { activate: 'Activate', archive: 'Archive', reopen: 'Reopen' },
  list: {
    title: 'Warehouse',
    search: 'Search by name',
    allStatuses: 'Any status',
    create: 'Create',
    empty: 'No records yet',
    open: 'Open',
    delete: 'Delete',
  },
  form: {
    createTitle: 'New warehouse',
    detailTitle: 'Warehouse details',
    notFound: 'Warehouse not found',
  },
};
