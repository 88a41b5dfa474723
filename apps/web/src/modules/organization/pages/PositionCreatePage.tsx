import { useNavigate } from 'react-router';
import { positionBody } from '@kenh/contract';
import { toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { useLocalePath } from '../../../platform/layout';
import { FormPage, useContractForm } from '../../../platform/pages';
import { useCreatePosition } from '../api/positions';
import { PositionFields, positionFormDefaults, type PositionFormValues } from '../components/PositionFields';
import { useOrgTexts } from '../locales';
import { organizationPaths } from '../paths';
import { positionCrumbs } from './page-parts';

/** /staff-manager/position/create */
export function PositionCreatePage() {
  const texts = useOrgTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const create = useCreatePosition();
  const form = useContractForm<typeof positionBody, PositionFormValues>(positionBody, positionFormDefaults());
  return (
    <FormPage
      title={texts.position.createTitle}
      breadcrumbs={positionCrumbs(texts)}
      form={form}
      onSubmit={async (values) => {
        const position = await create.mutateAsync(values);
        toast.success(messageText('organization.position_created'));
        void navigate(localePath(organizationPaths.position(position.id)), { replace: true });
      }}
      onCancel={() => void navigate(localePath(organizationPaths.positions))}
    >
      <PositionFields control={form.control} />
    </FormPage>
  );
}
