import { Modal } from 'antd';
import { useNavigate } from 'react-router';
import { createPartnerBody, type PartnerType } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { fill, FormBody, useContractForm } from '../../../platform/pages';
import { useCreatePartner } from '../api/partners';
import { usePartnerTexts } from '../locales';
import { createDefaults, type CreateFormValues } from './partner-form-values';
import { PartnerProfileFields } from './PartnerProfileFields';

function CreateForm({
  type,
  onClose,
  detailPath,
}: {
  type: PartnerType;
  onClose: () => void;
  detailPath: (id: number) => string;
}) {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreatePartner();
  const form = useContractForm<typeof createPartnerBody, CreateFormValues>(
    createPartnerBody,
    createDefaults(type),
  );
  return (
    <FormBody
      form={form}
      wide
      label={fill(texts.form.createTitle, { type: texts.types[type].toLowerCase() })}
      onCancel={onClose}
      onSubmit={async (body) => {
        const created = await create.mutateAsync(body);
        toast.success(messageText('partner.created'));
        onClose();
        void navigate(localePath(detailPath(created.id)));
      }}
    >
      <PartnerProfileFields type={type} form={form} withAccount />
    </FormBody>
  );
}

/**
 * A new partner of one type (account and profile in one call), in a dialog over its list: the spec
 * has no create route for partners, and the list stays where it was when the dialog is closed.
 */
export function CreatePartnerDialog({
  type,
  open,
  onClose,
  detailPath,
}: {
  type: PartnerType;
  open: boolean;
  onClose: () => void;
  detailPath: (id: number) => string;
}) {
  const texts = usePartnerTexts();
  return (
    <Modal
      open={open}
      title={fill(texts.form.createTitle, { type: texts.types[type].toLowerCase() })}
      footer={null}
      destroyOnHidden
      onCancel={onClose}
      width={1080}
    >
      {open && <CreateForm type={type} onClose={onClose} detailPath={detailPath} />}
    </Modal>
  );
}
