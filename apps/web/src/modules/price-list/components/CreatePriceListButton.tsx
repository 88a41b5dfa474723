import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { usePermissionCheck } from '../../../platform/session';
import { usePriceListTexts } from '../locales';

/** "Add price list" for whoever may draft one. */
export function CreatePriceListButton({ to }: { to: string }) {
  const texts = usePriceListTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  if (!usePermissionCheck()('pricelistproduct.manage')) return null;
  return (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(localePath(to))}>
      {texts.manager.create}
    </Button>
  );
}
