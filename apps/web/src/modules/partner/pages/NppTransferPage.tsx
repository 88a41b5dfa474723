import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Form, Radio, Space } from 'antd';
import { useNavigate, useParams } from 'react-router';
import type { TransferResult } from '@kenh/contract';
import { confirm, toast } from '../../../platform/feedback';
import { useMessageText } from '../../../platform/i18n';
import { SelectField } from '../../../platform/inputs';
import { useLocalePath } from '../../../platform/layout';
import { fill, PageHeader, RecordGate } from '../../../platform/pages';
import { useDistributorOptions, usePartner, usePartnerList } from '../api/partners';
import { useTransfer } from '../api/network';
import { idParamOf } from '../components/id-param';
import { TransferPreview } from '../components/TransferPreview';
import { usePartnerTexts } from '../locales';
import { NPP_LIST, nppPath } from '../paths';

/** The most field staff a distributor's pick list shows (the server caps a transfer at 1000). */
const STAFF_PICK_LIMIT = 200;

/**
 * /npp-manager/:id/tranfer: move field staff (all, or the chosen ones) and the stores they serve
 * to another distributor. "Xem trước" asks the server for a dry run and lists what would move;
 * "Chuyển" asks for confirmation and moves it all in one transaction.
 */
export function NppTransferPage() {
  const texts = usePartnerTexts();
  const messageText = useMessageText();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const id = idParamOf(useParams().id);
  const source = usePartner(id > 0 ? id : undefined);
  const targets = useDistributorOptions();
  const staff = usePartnerList('NVTT', { distributor_id: id, page_size: STAFF_PICK_LIMIT });
  const transfer = useTransfer();
  const [target, setTarget] = useState<number | null>(null);
  const [mode, setMode] = useState<'all' | 'some'>('all');
  const [chosen, setChosen] = useState<number[]>([]);
  const [preview, setPreview] = useState<TransferResult>();
  const crumbs = [{ label: texts.npp.title, to: NPP_LIST }];

  const request = (dryRun: boolean) => ({
    from_distributor_id: id,
    to_distributor_id: target ?? 0,
    ...(mode === 'some' ? { nvtt_ids: chosen } : {}),
    dry_run: dryRun,
  });
  const ready = target !== null && (mode === 'all' || chosen.length > 0);
  const changed = () => setPreview(undefined);

  const runPreview = async () => {
    try {
      setPreview(await transfer.mutateAsync(request(true)));
    } catch (error) {
      toast.failure(error);
    }
  };
  const runTransfer = async (name: string, moves: TransferResult) => {
    const ok = await confirm({
      title: fill(texts.transfer.confirmTitle, { name }),
      content: fill(texts.transfer.confirmContent, {
        nvtt: moves.field_staff.length,
        stores: moves.stores.length,
      }),
      okText: texts.transfer.confirm,
    });
    if (!ok) return;
    try {
      await transfer.mutateAsync(request(false));
      toast.success(
        messageText('partner.transferred', { nvtt: moves.field_staff.length, stores: moves.stores.length }),
      );
      void navigate(localePath(nppPath(id)));
    } catch (error) {
      toast.failure(error);
    }
  };

  return (
    <RecordGate
      query={source}
      title={texts.transfer.title}
      breadcrumbs={crumbs}
      notFound={texts.form.notFound}
      backTo={NPP_LIST}
    >
      {(from) => {
        const targetName = targets.data?.find((t) => t.value === target)?.label ?? '';
        return (
          <>
            <PageHeader
              title={texts.transfer.title}
              breadcrumbs={[...crumbs, { label: from.fullname, to: nppPath(from.id) }]}
            />
            <Card>
              <Form layout="vertical" style={{ maxWidth: 720 }}>
                <Form.Item label={texts.transfer.from}>{from.fullname}</Form.Item>
                <Form.Item label={texts.transfer.to} htmlFor="transfer-target">
                  <SelectField<number>
                    id="transfer-target"
                    aria-label={texts.transfer.to}
                    placeholder={texts.transfer.pickTarget}
                    showSuccess={false}
                    style={{ width: '100%' }}
                    value={target}
                    options={(targets.data ?? []).filter((t) => t.value !== from.id)}
                    onChange={(value) => {
                      setTarget(typeof value === 'number' ? value : null);
                      changed();
                    }}
                  />
                </Form.Item>
                <Form.Item label={texts.transfer.which}>
                  <Radio.Group
                    value={mode}
                    onChange={(event) => {
                      setMode(event.target.value as 'all' | 'some');
                      changed();
                    }}
                  >
                    <Space orientation="vertical">
                      <Radio value="all">{texts.transfer.all}</Radio>
                      <Radio value="some">{texts.transfer.some}</Radio>
                    </Space>
                  </Radio.Group>
                </Form.Item>
                {mode === 'some' && (
                  <Form.Item label={texts.transfer.pickStaff}>
                    <Checkbox.Group
                      value={chosen}
                      onChange={(values) => {
                        setChosen(values);
                        changed();
                      }}
                      options={(staff.data?.results ?? []).map((s) => ({ value: s.id, label: s.fullname }))}
                      style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
                    />
                  </Form.Item>
                )}
                <Flex gap={8}>
                  <Button
                    disabled={!ready}
                    loading={transfer.isPending && !preview}
                    onClick={() => void runPreview()}
                  >
                    {texts.transfer.preview}
                  </Button>
                  <Button
                    type="primary"
                    disabled={!ready || !preview || preview.field_staff.length + preview.stores.length === 0}
                    loading={transfer.isPending && !!preview}
                    onClick={() => preview && void runTransfer(targetName, preview)}
                  >
                    {texts.transfer.confirm}
                  </Button>
                </Flex>
              </Form>
              {preview && (
                <div style={{ marginTop: 24 }}>
                  <TransferPreview result={preview} />
                </div>
              )}
            </Card>
          </>
        );
      }}
    </RecordGate>
  );
}
