import type { FastifyInstance } from 'fastify';
import {
  BENEFITS,
  ACCOUNTING_JOURNALS,
  EMPLOYEE_CONTRACT_EXPORT_MAX_ROWS,
  EMPLOYEE_CONTRACT_EXPORT_PATH,
  EMPLOYEE_CONTRACT_MASTERDATA,
  EMPLOYEE_CONTRACT_READ,
  employeeContractApi as api,
  employeeContractFilter,
  journalLabel,
  type EmployeeContractActionInput,
} from '@kenh/contract';
import { callerOf } from '../../platform/auth/auth-hooks.js';
import { readFileUpload } from '../../platform/files/index.js';
import { unprocessable } from '../../platform/http/app-error.js';
import { localeOf } from '../../platform/http/locale.js';
import { registerEndpoint, withMessage } from '../../platform/http/register-endpoint.js';
import { sendWorkbook } from '../../platform/excel/index.js';
import type { EmployeeContractService } from './employee-contract.service.js';
import { contractsWorkbook, exportFileName } from './employee-contract.excel.js';

/** The employee-contract calls: thin handlers over the service. */
export function registerEmployeeContractRoutes(
  app: FastifyInstance,
  contracts: EmployeeContractService,
): void {
  registerEndpoint(app, api.list, (r) => contracts.list(callerOf(r), r.body));
  registerEndpoint(app, api.nextCode, () => contracts.nextCode());
  registerEndpoint(app, api.detail, (r) => contracts.getById(callerOf(r), r.params.id));
  registerEndpoint(app, api.create, async (r) =>
    withMessage(await contracts.create(callerOf(r), r.body), 'employee_contract.created'),
  );
  registerEndpoint(app, api.update, async (r) =>
    withMessage(await contracts.update(callerOf(r), r.params.id, r.body), 'employee_contract.updated'),
  );

  const runAction = async (
    caller: ReturnType<typeof callerOf>,
    id: number,
    input: EmployeeContractActionInput,
  ) => {
    const { detail } = await contracts.runAction(caller, id, input);
    return withMessage(detail, `employee_contract.done.${input.action}`);
  };
  registerEndpoint(app, api.action, (r) => runAction(callerOf(r), r.params.id, r.query));
  registerEndpoint(app, api.actionPost, (r) => runAction(callerOf(r), r.params.id, r.body));

  registerEndpoint(app, api.addAttachment, async (r) => {
    const caller = callerOf(r);
    const upload = await readFileUpload(r);
    return withMessage(
      await contracts.addAttachment(caller, r.params.id, upload),
      'employee_contract.attachment_added',
    );
  });
  registerEndpoint(app, api.removeAttachment, async (r) => {
    await contracts.removeAttachment(callerOf(r), r.params.id, r.params.file_id);
    return withMessage({}, 'employee_contract.attachment_removed');
  });

  registerEndpoint(app, api.masterdata, (r) => {
    const locale = localeOf(r);
    return Promise.resolve(
      EMPLOYEE_CONTRACT_MASTERDATA[r.params.x].map((item) => ({ value: item.value, label: item[locale] })),
    );
  });
  registerEndpoint(app, api.benefitDropdown, (r) => {
    const locale = localeOf(r);
    return Promise.resolve(BENEFITS.map((b) => ({ value: b.value, label: b[locale], label_child: b.code })));
  });
  registerEndpoint(app, api.accountingJournalDropdown, (r) => {
    const locale = localeOf(r);
    return Promise.resolve(
      ACCOUNTING_JOURNALS.map((j) => ({ value: j.value, label: journalLabel(j.value, locale) })),
    );
  });

  // Binary answer (xlsx), so a plain route with the same access declaration as the list.
  app.route({
    method: 'POST',
    url: EMPLOYEE_CONTRACT_EXPORT_PATH,
    config: { access: { permission: EMPLOYEE_CONTRACT_READ } },
    schema: {
      summary: 'Export the contract list with the given filters as an xlsx file (at most 10 000 rows)',
      tags: ['employee-contract'],
      body: employeeContractFilter,
      security: [{ bearer: [] }],
    },
    handler: async (request, reply) => {
      const caller = callerOf(request);
      const locale = localeOf(request);
      const filter = employeeContractFilter.parse(request.body ?? {});
      const { rows, truncated } = await contracts.exportRows(
        caller,
        filter,
        EMPLOYEE_CONTRACT_EXPORT_MAX_ROWS,
      );
      if (truncated) throw unprocessable('employee_contract.export_too_large');
      return sendWorkbook(reply, exportFileName(locale), await contractsWorkbook(rows, locale));
    },
  });
}
