import { useState } from 'react';
import { Button, Card, Flex, Typography } from 'antd';
import { toast } from '../../../../platform/feedback';
import { useMessageText } from '../../../../platform/i18n';
import { SelectField } from '../../../../platform/inputs';
import { fill } from '../../../../platform/pages';
import { usePermission } from '../../../../platform/session';
import { FLOW_READ, useActiveFlows, useMyFlow, useSetMyFlow } from '../../api/flows';
import { useFlowTexts } from './use-flow-texts';

/**
 * "The flow my orders follow": the current choice, and a select of the flows in use to change it
 * (emptied: the default flow of the caller's system). Only for those who order (the calls' codes);
 * the flows to choose from need the flow list's codes too.
 */
export function MyFlowCard() {
  const texts = useFlowTexts();
  const messageText = useMessageText();
  const mine = useMyFlow(true);
  const flows = useActiveFlows(usePermission(FLOW_READ));
  const save = useSetMyFlow();
  const [choice, setChoice] = useState<number | null | undefined>(undefined);
  const current = mine.data?.flow_id ?? null;
  const chosen = choice === undefined ? current : choice;
  const options = (flows.data?.results ?? []).map((flow) => ({ value: flow.id, label: flow.name }));
  return (
    <Card size="small" title={texts.myFlow.title} style={{ marginBottom: 16 }}>
      <Flex vertical gap={8}>
        <Typography.Text data-testid="my-flow">
          {mine.data?.flow
            ? fill(texts.myFlow.following, { name: mine.data.flow.name })
            : texts.myFlow.followingDefault}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <SelectField<number>
            aria-label={texts.myFlow.label}
            placeholder={texts.myFlow.systemDefault}
            allowClear
            showSuccess={false}
            style={{ width: 320, maxWidth: '100%' }}
            options={options}
            value={chosen}
            onChange={(value) => setChoice(typeof value === 'number' ? value : null)}
          />
          <Button
            type="primary"
            disabled={chosen === current}
            loading={save.isPending}
            onClick={() =>
              save.mutate(chosen, {
                onSuccess: () => {
                  setChoice(undefined);
                  toast.success(messageText('order.my_flow_saved'));
                },
                onError: (error) => toast.error(error.message),
              })
            }
          >
            {texts.myFlow.save}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
