import type { FastifyInstance } from 'fastify';
import { orderApi } from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import type { OrderFlowService } from './order-flow.service.js';

/** Approval flows (m_flow), delegations and order types (type/api). */
export function registerOrderFlowRoutes(app: FastifyInstance, flows: OrderFlowService): void {
  registerEndpoint(app, orderApi.flowStatusList, () => Promise.resolve(flows.statusList()));
  registerEndpoint(app, orderApi.flowList, (r) => flows.list(r.body));
  registerEndpoint(app, orderApi.flowGet, (r) => flows.get(r.params.id));
  registerEndpoint(app, orderApi.flowCreate, async (r) =>
    withMessage(await flows.create(callerOf(r), r.body), 'order.flow_created'),
  );
  registerEndpoint(app, orderApi.flowUpdate, async (r) => {
    const { id, ...fields } = r.body;
    return withMessage(await flows.update(callerOf(r), id, fields), 'order.flow_updated');
  });
  registerEndpoint(app, orderApi.flowPut, async (r) =>
    withMessage(await flows.update(callerOf(r), r.params.id, r.body), 'order.flow_updated'),
  );
  registerEndpoint(app, orderApi.myFlow, (r) => flows.myFlow(callerOf(r)));
  registerEndpoint(app, orderApi.setMyFlow, async (r) =>
    withMessage(await flows.setMyFlow(callerOf(r), r.body.flow_id), 'order.my_flow_saved'),
  );
  registerEndpoint(app, orderApi.delegations, (r) => flows.delegations(callerOf(r)));
  registerEndpoint(app, orderApi.createDelegation, async (r) =>
    withMessage(await flows.createDelegation(callerOf(r), r.body), 'order.delegation_created'),
  );
  registerEndpoint(app, orderApi.deleteDelegation, async (r) => {
    await flows.deleteDelegation(callerOf(r), r.params.id);
    return withMessage({}, 'order.delegation_deleted');
  });
  registerEndpoint(app, orderApi.typeList, () => flows.types());
  registerEndpoint(app, orderApi.typeCreate, async (r) =>
    withMessage(await flows.saveType(callerOf(r), r.body), 'order.type_saved'),
  );
  registerEndpoint(app, orderApi.typeUpsert, async (r) =>
    withMessage(await flows.saveType(callerOf(r), r.body), 'order.type_saved'),
  );
}
