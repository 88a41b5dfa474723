import { Descriptions } from 'antd';
import { Link } from 'react-router';
import { formatDateTime, PRICE_SYSTEM_LABELS, type PriceList } from '@kenh/contract';
import { useLocale, useLocalePath } from '../../../platform/layout';
import { usePriceListTexts } from '../locales';
import { pendingDetailPath } from '../paths';

/** Who did what and when: the facts of one price list. */
export function PriceListFacts({ list }: { list: PriceList }) {
  const texts = usePriceListTexts();
  const locale = useLocale();
  const localePath = useLocalePath();
  const person = (p: PriceList['created_by'], at?: string | null) =>
    p ? (at ? `${p.name} · ${formatDateTime(at)}` : p.name) : '';
  const items = [
    { key: 'code', label: texts.fields.code, children: list.code },
    {
      key: 'system',
      label: texts.fields.system,
      children: `${list.system} — ${PRICE_SYSTEM_LABELS[list.system][locale]}`,
    },
    {
      key: 'scope',
      label: texts.fields.scope,
      children:
        list.targets.length === 0
          ? texts.scopes[list.scope_level]
          : `${texts.scopes[list.scope_level]}: ${list.targets.map((t) => t.name).join(', ')}`,
    },
    { key: 'from', label: texts.fields.effectiveFrom, children: formatDateTime(list.effective_from) },
    ...(list.effective_to
      ? [{ key: 'to', label: texts.fields.effectiveTo, children: formatDateTime(list.effective_to) }]
      : []),
    { key: 'revision', label: texts.fields.revision, children: list.revision },
    { key: 'items', label: texts.fields.items, children: list.item_count },
    { key: 'author', label: texts.fields.author, children: person(list.created_by, list.created_at) },
    ...(list.submitted_by
      ? [
          {
            key: 'submitter',
            label: texts.fields.submitter,
            children: person(list.submitted_by, list.submitted_at),
          },
        ]
      : []),
    ...(list.approved_by
      ? [
          {
            key: 'approver',
            label: texts.fields.approver,
            children: person(list.approved_by, list.approved_at),
          },
        ]
      : []),
    ...(list.rejection_reason
      ? [
          {
            key: 'reason',
            label: texts.fields.rejectReason,
            children: `${list.rejection_reason} (${person(list.rejected_by, list.rejected_at)})`,
          },
        ]
      : []),
    ...(list.cloned_from_id
      ? [
          {
            key: 'clone',
            label: texts.fields.clonedFrom,
            children: (
              <Link to={localePath(pendingDetailPath(list.cloned_from_id))}>#{list.cloned_from_id}</Link>
            ),
          },
        ]
      : []),
    ...(list.note ? [{ key: 'note', label: texts.fields.note, children: list.note }] : []),
  ];
  return <Descriptions size="small" bordered column={{ xs: 1, md: 2 }} items={items} />;
}
