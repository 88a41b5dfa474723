import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { useLocalePath } from '../../../platform/layout';
import { useRecordSectionTabs } from '../../../platform/routing';
import { usePermission } from '../../../platform/session';
import { idParamOf } from '../components/id-param';
import { EmptyNote } from '../components/EmptyNote';
import { PartnerDetailView } from '../components/PartnerDetailView';
import { RelatedPartners } from '../components/RelatedPartners';
import { usePartnerTexts } from '../locales';
import { chthPath, NPP_LIST, nppTransferPath, nvttPath } from '../paths';

/**
 * /npp-manager/:id: the distributor's profile (all fields, bank accounts), its QR code, its field
 * staff and stores, then the tabs other modules add (orders); warehouses and contracts say they
 * arrive with their modules.
 */
export function NppDetailPage() {
  const texts = usePartnerTexts();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const canTransfer = usePermission('partner.manage');
  const id = idParamOf(useParams().id);
  const sections = useRecordSectionTabs('partner.npp', id);
  return (
    <PartnerDetailView
      id={id}
      list={{ label: texts.npp.title, to: NPP_LIST }}
      banks
      actions={(p) =>
        canTransfer && (
          <Button onClick={() => void navigate(localePath(nppTransferPath(p.id)))}>
            {texts.npp.transfer}
          </Button>
        )
      }
      tabs={(p) => [
        {
          key: 'staff',
          label: texts.npp.tabs.staff,
          children: <RelatedPartners type="NVTT" filter={{ distributor_id: p.id }} detailPath={nvttPath} />,
        },
        {
          key: 'stores',
          label: texts.npp.tabs.stores,
          children: <RelatedPartners type="CHTH" filter={{ distributor_id: p.id }} detailPath={chthPath} />,
        },
        ...sections,
        {
          key: 'warehouses',
          label: texts.npp.tabs.warehouses,
          children: <EmptyNote text={texts.npp.comesWith.warehouses} />,
        },
        {
          key: 'contracts',
          label: texts.npp.tabs.contracts,
          children: <EmptyNote text={texts.npp.comesWith.contracts} />,
        },
      ]}
    />
  );
}
