import type { LocatedAccount } from '@kenh/contract';
import type { ListColumn } from '../../../platform/pages';
import { useLocateTexts } from '../locales';
import { StatusTag } from './StatusTag';

/** The columns of accounts placed in a zone or an area (the zone's list, the area's tab). */
export function useLocatedAccountColumns(): ListColumn<LocatedAccount>[] {
  const texts = useLocateTexts();
  const c = texts.overview.accountColumns;
  return [
    { key: 'username', title: c.username, render: (a) => a.username, noWrap: true },
    { key: 'fullname', title: c.fullname, render: (a) => a.fullname, alwaysVisible: true, inCard: false },
    { key: 'position', title: c.position, render: (a) => a.position ?? '' },
    { key: 'phone', title: c.phone, render: (a) => a.phone ?? '', noWrap: true },
    { key: 'status', title: texts.fields.status, render: (a) => <StatusTag active={a.is_active} /> },
  ];
}
