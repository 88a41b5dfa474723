import { Card } from 'antd';
import { useParams } from 'react-router';
import { LeafletMap } from '../../../platform/map';
import { useRecordSectionTabs } from '../../../platform/routing';
import { EmptyNote } from '../components/EmptyNote';
import { idParamOf } from '../components/id-param';
import { PartnerDetailView } from '../components/PartnerDetailView';
import { TYPE_COLORS } from '../components/PartnerTags';
import { usePartnerTexts } from '../locales';
import { CHTH_LIST } from '../paths';

/**
 * /chth-manager/:id: the store's profile (standard, owner, distributor, field staff), its QR code
 * and its visit location on a map, then the tabs other modules add (orders).
 */
export function ChthDetailPage() {
  const texts = usePartnerTexts();
  const id = idParamOf(useParams().id);
  const sections = useRecordSectionTabs('partner.chth', id);
  return (
    <PartnerDetailView
      id={id}
      list={{ label: texts.chth.title, to: CHTH_LIST }}
      aside={(p) => (
        <Card title={texts.chth.visitLocation} size="small" style={{ marginTop: 16 }}>
          {p.latitude !== null && p.longitude !== null ? (
            <LeafletMap
              height={260}
              center={{ lat: p.latitude, lng: p.longitude }}
              zoom={16}
              kindColors={TYPE_COLORS}
              points={[
                { id: String(p.id), lat: p.latitude, lng: p.longitude, label: p.fullname, kind: p.type },
              ]}
            />
          ) : (
            <EmptyNote text={texts.chth.noLocation} />
          )}
        </Card>
      )}
      tabs={() => sections}
    />
  );
}
