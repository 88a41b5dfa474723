import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** Spec §8: a failed seen or delete call — "Thông báo", "Có lỗi xảy ra", one button "Đóng". */
export function FailureDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('notification');
  return (
    <Modal
      open={open}
      centered
      width={400}
      title={t('failure.title')}
      onCancel={onClose}
      closable={false}
      footer={[
        <Button key="close" type="primary" onClick={onClose}>
          {t('failure.close')}
        </Button>,
      ]}
    >
      {t('failure.message')}
    </Modal>
  );
}
