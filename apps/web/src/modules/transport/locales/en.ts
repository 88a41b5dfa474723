import type { Translation } from '../../../platform/i18n';
import type { transportVi } from './vi';

export const transportEn: Translation<typeof transportVi> = {
  kind: 'transport',
  fields: {
    name: 'Name',
    area: 'Area',
    note: 'Note',
    status: 'Status',
  },
  statuses: { draft: 'Draft', active: 'Active', archived: 'Archived' },
  actions: { activate: 'Activate', archive: 'Archive', reopen: 'Reopen' },
  list: {
    title: 'Transport',
    search: 'Search by name',
    allStatuses: 'Any status',
    create: 'Create',
    empty: 'No records yet',
    open: 'Open',
    delete: 'Delete',
  },
  form: {
    createTitle: 'New transport',
    detailTitle: 'Transport details',
    notFound: 'Transport not found',
  },
};
