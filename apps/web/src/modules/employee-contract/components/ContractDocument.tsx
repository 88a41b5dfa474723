import type { ReactNode } from 'react';
import {
  amountInWordsOf,
  BENEFITS,
  EMPLOYEE_CONTRACT_MASTERDATA,
  employeeContractLabel,
  formatDate,
  formatVnd,
  type EmployeeContractDetail,
  type StaffDetail,
} from '@kenh/contract';
import { useLocale } from '../../../platform/layout';
import { StaffAddressText } from '../../staff';
import { useContractTexts } from '../texts';

/** A line of the document: its label and value, or a dotted blank to fill in by hand. */
function Line({ label, children }: { label: string; children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return (
    <p>
      {label}: {empty ? <span className="contract-print__blank" /> : children}
    </p>
  );
}

/** A signature block: who signs, how, room for the signature, the name. */
function Signature({ title, hint, name }: { title: string; hint: string; name: string | undefined }) {
  return (
    <div className="contract-print__signature">
      <p>
        <strong>{title}</strong>
      </p>
      <p>
        <em>{hint}</em>
      </p>
      <p>
        <strong>{name}</strong>
      </p>
    </div>
  );
}

/**
 * A contract laid out as a Vietnamese labour contract (Labour Code 2019): heading and national motto,
 * the two parties, type and term, work, pay with the amount in words, signatures. Dates read
 * dd/mm/yyyy and money in VND. What the app does not hold (the employer's name and address, and the
 * employee's papers when the reader may not open staff records) is left as a blank line.
 */
export function ContractDocument({
  contract: c,
  staff,
}: {
  contract: EmployeeContractDetail;
  staff: StaffDetail | undefined;
}) {
  const tc = useContractTexts();
  const locale = useLocale();
  const label = (kind: keyof typeof EMPLOYEE_CONTRACT_MASTERDATA, value: string) =>
    employeeContractLabel(EMPLOYEE_CONTRACT_MASTERDATA[kind], value, locale);
  const benefitName = (id: number) => BENEFITS.find((b) => b.value === id)?.[locale] ?? String(id);
  const start = formatDate(c.start_date);
  return (
    <article className="contract-print" aria-label={c.code}>
      <header className="contract-print__heading">
        <div>
          <p>
            <strong>{tc('print.employerHeading')}</strong>
          </p>
          <p>{tc('print.number', { code: c.code })}</p>
        </div>
        <div>
          <p>
            <strong>{tc('print.nation')}</strong>
          </p>
          <p>
            <strong>{tc('print.motto')}</strong>
          </p>
        </div>
      </header>

      <h1>{c.contract_type === 'probation' ? tc('print.probationTitle') : tc('print.title')}</h1>
      <p className="contract-print__center">
        <em>{tc('print.basis')}</em>
      </p>
      <p>{tc('print.intro', { date: formatDate(c.signing_date) })}</p>

      <h2>{tc('print.partyA')}</h2>
      <Line label={tc('print.companyName')} />
      <Line label={tc('print.companyAddress')} />
      <Line label={tc('print.representative')}>{c.signer?.fullname}</Line>

      <h2>{tc('print.partyB')}</h2>
      <Line label={tc('print.fullname')}>{c.staff?.fullname}</Line>
      <Line label={tc('print.staffCode')}>{c.staff?.code}</Line>
      <Line label={tc('print.birthDate')}>{formatDate(staff?.birth_date)}</Line>
      <Line label={tc('print.idNumber')}>{staff?.id_number}</Line>
      <Line label={tc('print.idIssue')}>{formatDate(staff?.id_issue_date)}</Line>
      <Line label={tc('print.idIssuePlace')}>{staff?.id_issue_place}</Line>
      <Line label={tc('print.address')}>
        {staff?.permanent_address && <StaffAddressText value={staff.permanent_address} />}
      </Line>
      <Line label={tc('print.phone')}>{staff?.phone}</Line>

      <p>{tc('print.agree')}</p>
      <h2>{tc('print.article1')}</h2>
      <Line label={tc('fields.contractType')}>{label('contract_type', c.contract_type)}</Line>
      <Line label={tc('print.term')}>
        {c.end_date
          ? tc('print.period', { start, end: formatDate(c.end_date) })
          : tc('print.periodOpen', { start })}
      </Line>
      <Line label={tc('print.position')}>{c.position_title}</Line>

      <h2>{tc('print.article2')}</h2>
      <Line label={tc('fields.workingTime')}>{label('working_time', c.working_time)}</Line>

      <h2>{tc('print.article3')}</h2>
      <Line label={tc('print.salary')}>{formatVnd(c.basic_salary)}</Line>
      <Line label={tc('print.inWords')}>
        <em>{amountInWordsOf(c.basic_salary, locale)}</em>
      </Line>
      <Line label={tc('fields.salaryType')}>{label('salary_type', c.salary_type)}</Line>
      {c.insurance_salary !== null && (
        <Line label={tc('fields.insuranceSalary')}>{formatVnd(c.insurance_salary)}</Line>
      )}
      <Line label={tc('fields.insuranceType')}>{label('insurance_type', c.insurance_type)}</Line>
      {c.benefits.length > 0 && (
        <>
          <p>{tc('fields.benefits')}:</p>
          <ul>
            {c.benefits.map((b) => (
              <li key={b.benefit_id}>
                {benefitName(b.benefit_id)}: {formatVnd(b.amount)}
              </li>
            ))}
          </ul>
        </>
      )}

      <h2>{tc('print.article4')}</h2>
      <p>{tc('print.closing')}</p>

      <footer className="contract-print__signatures">
        <Signature title={tc('print.employee')} hint={tc('print.employeeHint')} name={c.staff?.fullname} />
        <Signature title={tc('print.employer')} hint={tc('print.employerHint')} name={c.signer?.fullname} />
      </footer>
    </article>
  );
}
