import { Suspense } from 'react';
import { Spin } from 'antd';
import { useStaffRecordSections } from './record-sections';

/** The sections other modules add to a staff record, in their order (each loads its own chunk). */
export function StaffRecordSections({ staffId }: { staffId: number }) {
  const sections = useStaffRecordSections();
  return sections.map(({ key, component: Section }) => (
    <Suspense key={key} fallback={<Spin />}>
      <Section staffId={staffId} />
    </Suspense>
  ));
}
