import { Suspense } from 'react';
import { Spin } from 'antd';
import { useShellText } from '../layout/texts';
import type { DetailTab } from '../pages/DetailPage';
import { usePermissionCheck } from '../session/use-permission';
import { recordSectionsOf, type RecordSection, type RecordSlot } from './manifest';
import { declaredModules } from './module-registry';

/** The slot's sections the signed-in user may see, in their order. */
function useVisibleSections(slot: RecordSlot): RecordSection[] {
  const may = usePermissionCheck();
  return recordSectionsOf(declaredModules(), slot).filter((s) => !s.permission || may(s.permission));
}

/** The sections the app's modules add to a record page (`slot`), in their order; each loads its own chunk. */
export function RecordSections({ slot, recordId }: { slot: RecordSlot; recordId: number }) {
  return useVisibleSections(slot).map(({ key, component: Section }) => (
    <Suspense key={key} fallback={<Spin />}>
      <Section recordId={recordId} />
    </Suspense>
  ));
}

/** The same sections as tabs of a record page (a distributor's orders…), titled by their `label`. */
export function useRecordSectionTabs(slot: RecordSlot, recordId: number): DetailTab[] {
  const t = useShellText();
  return useVisibleSections(slot).map(({ key, label, component: Section }) => ({
    key,
    label: label ? t(label) : key,
    children: (
      <Suspense fallback={<Spin />}>
        <Section recordId={recordId} />
      </Suspense>
    ),
  }));
}
