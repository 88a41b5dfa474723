import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addStaffRecordSection } from './record-sections';
import { StaffRecordSections } from './StaffRecordSections';

const Contracts = ({ staffId }: { staffId: number }) => <p>contracts of {staffId}</p>;
const Orders = ({ staffId }: { staffId: number }) => <p>orders of {staffId}</p>;

describe('StaffRecordSections (sections other modules add to a staff record)', () => {
  it('shows the added sections in their order for the record, and drops one when undone', () => {
    const undoOrders = addStaffRecordSection({ key: 'orders', order: 20, component: Orders });
    const undoContracts = addStaffRecordSection({ key: 'contracts', order: 10, component: Contracts });
    render(<StaffRecordSections staffId={7} />);
    expect(screen.getAllByText(/of 7$/).map((p) => p.textContent)).toEqual(['contracts of 7', 'orders of 7']);
    act(() => undoOrders());
    expect(screen.queryByText('orders of 7')).toBeNull();
    act(() => undoContracts());
    expect(screen.queryByText('contracts of 7')).toBeNull();
  });

  it('replaces a section added again under the same key', () => {
    const first = addStaffRecordSection({ key: 'contracts', order: 10, component: Orders });
    const second = addStaffRecordSection({ key: 'contracts', order: 10, component: Contracts });
    render(<StaffRecordSections staffId={3} />);
    expect(screen.getByText('contracts of 3')).toBeTruthy();
    expect(screen.queryByText('orders of 3')).toBeNull();
    act(() => {
      first();
      second();
    });
  });
});
