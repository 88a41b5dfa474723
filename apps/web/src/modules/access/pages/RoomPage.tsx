import { Card, Descriptions, Select } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useSystemKeyName } from '../../../platform/layout';
import { RecordGate, PageHeader } from '../../../platform/pages';
import {
  useAddRoomMembers,
  useRemoveRoomMembers,
  useRoom,
  useRoomCandidates,
  useRoomMembers,
} from '../api/access';
import { MemberList } from '../components/MemberList';
import { useAccessTexts } from '../locales';
import { accessPaths } from '../paths';

/** Candidates of one room: accounts of its system not in it yet, searched on the server. */
function CandidatePicker({
  roomId,
  value,
  onChange,
}: {
  roomId: number;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const texts = useAccessTexts();
  const [search, setSearch] = useState('');
  const candidates = useRoomCandidates(roomId, search);
  return (
    <Select
      aria-label={texts.room.candidates}
      placeholder={texts.room.candidates}
      mode="multiple"
      style={{ width: '100%' }}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      loading={candidates.isFetching}
      value={value}
      onChange={onChange}
      options={(candidates.data?.results ?? []).map((a) => ({
        value: a.id,
        label: `${a.fullname} · ${a.username} (${a.system_key})`,
      }))}
    />
  );
}

/** /user-manager/room/:id: a room's facts and members, add and remove. */
export function RoomPage() {
  const texts = useAccessTexts();
  const systemName = useSystemKeyName();
  const id = Number(useParams().id);
  const room = useRoom(id);
  const [page, setPage] = useState(0);
  const members = useRoomMembers(id, page);
  const add = useAddRoomMembers(id);
  const remove = useRemoveRoomMembers(id);
  const crumbs = [
    { label: texts.index.title, to: accessPaths.settings },
    { label: texts.functions.title, to: accessPaths.functions },
  ];
  return (
    <RecordGate
      query={room}
      title={texts.room.title}
      breadcrumbs={crumbs}
      notFound={texts.common.notFound}
      backTo={accessPaths.functions}
    >
      {(r) => (
        <>
          <PageHeader title={r.name} breadcrumbs={crumbs} />
          <Card size="small">
            <Descriptions
              size="small"
              column={{ xs: 1, md: 3 }}
              items={[
                { key: 'system', label: texts.common.system, children: systemName(r.system_key) },
                { key: 'members', label: texts.common.members, children: r.member_count },
                { key: 'description', label: texts.common.description, children: r.description ?? '' },
              ]}
            />
          </Card>
          <MemberList
            title={texts.room.members}
            page={page}
            onPage={setPage}
            members={members}
            ownerId={r.owner_id}
            add={(ids) => add.mutateAsync(ids)}
            remove={(ids) => remove.mutateAsync(ids)}
            picker={(value, onChange) => <CandidatePicker roomId={id} value={value} onChange={onChange} />}
          />
        </>
      )}
    </RecordGate>
  );
}
