import { useState } from 'react';
import { Modal } from 'antd';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { SelectField } from '../../../platform/inputs';
import { fill } from '../../../platform/pages';
import { useSetStoresStandard, useStoreStandards } from '../api/standards';
import { usePartnerTexts } from '../locales';

/** Gives the chosen stores one standard: all of them or none (the server refuses the whole set). */
export function SetStandardDialog({ ids, onClose }: { ids: number[] | null; onClose: () => void }) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const standards = useStoreStandards();
  const save = useSetStoresStandard();
  const [standard, setStandard] = useState<number | null>(null);
  const apply = async () => {
    if (!ids || standard === null) return;
    try {
      const result = await save.mutateAsync({ ids, standard_id: standard });
      toast.success(messageText('partner.standards_updated', { n: result.updated }));
      setStandard(null);
      onClose();
    } catch (error) {
      toast.failure(error);
    }
  };
  return (
    <Modal
      open={ids !== null}
      title={fill(texts.chth.setStandardTitle, { count: ids?.length ?? 0 })}
      okText={texts.chth.setStandard}
      okButtonProps={{ disabled: standard === null, loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
      onOk={() => void apply()}
    >
      <SelectField<number>
        aria-label={texts.fields.storeStandard}
        placeholder={texts.fields.storeStandard}
        showSuccess={false}
        style={{ width: '100%' }}
        value={standard}
        options={(standards.data ?? [])
          .filter((s) => s.is_active)
          .map((s) => ({ value: s.id, label: `${s.code} · ${s.name}` }))}
        onChange={(value) => setStandard(typeof value === 'number' ? value : null)}
      />
    </Modal>
  );
}
