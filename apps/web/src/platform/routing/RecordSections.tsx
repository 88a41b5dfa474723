import { Suspense } from 'react';
import { Spin } from 'antd';
import { recordSectionsOf, type RecordSlot } from './manifest';
import { declaredModules } from './module-registry';

/** The sections the app's modules add to a record page (`slot`), in their order; each loads its own chunk. */
export function RecordSections({ slot, recordId }: { slot: RecordSlot; recordId: number }) {
  return recordSectionsOf(declaredModules(), slot).map(({ key, component: Section }) => (
    <Suspense key={key} fallback={<Spin />}>
      <Section recordId={recordId} />
    </Suspense>
  ));
}
