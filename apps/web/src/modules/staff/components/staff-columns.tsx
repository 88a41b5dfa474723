import { Link } from 'react-router';
import { formatDate, type Staff } from '@kenh/contract';
import { useLocalePath } from '../../../platform/layout';
import type { ListColumn } from '../../../platform/pages';
import { useStaffTexts } from '../locales';
import { StatusTag } from './StatusTag';

/** The columns of both staff lists; `pathOf` is where a row's name leads (record or account page). */
export function useStaffColumns(pathOf: (s: Staff) => string): ListColumn<Staff>[] {
  const texts = useStaffTexts();
  const localePath = useLocalePath();
  return [
    { key: 'code', title: texts.fields.code, render: (s) => s.code, width: 100, noWrap: true, inCard: false },
    {
      key: 'fullname',
      title: texts.fields.fullname,
      render: (s) => <Link to={localePath(pathOf(s))}>{s.fullname}</Link>,
      alwaysVisible: true,
      inCard: false,
    },
    { key: 'position', title: texts.fields.position, render: (s) => s.position?.name ?? '' },
    { key: 'unit', title: texts.fields.orgUnit, render: (s) => s.org_unit?.name ?? '' },
    {
      key: 'area',
      title: texts.fields.areaZone,
      render: (s) => [s.area?.name, s.zone?.name].filter(Boolean).join(' / '),
    },
    {
      key: 'phone',
      title: texts.fields.phone,
      width: 130,
      noWrap: true,
      render: (s) => (s.phone ? <a href={`tel:${s.phone}`}>{s.phone}</a> : ''),
    },
    {
      key: 'join',
      title: texts.fields.joinDate,
      render: (s) => formatDate(s.join_date),
      width: 120,
      noWrap: true,
    },
    { key: 'status', title: texts.fields.status, render: (s) => <StatusTag status={s.status} />, width: 140 },
  ];
}
