import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HELPDESK_SIZE, HelpdeskButton } from './Helpdesk';
import { useHelpdeskClearance } from './helpdesk-clearance';
import { renderShell, setViewport } from './shell-test-utils';
import { DEFAULT_SUPPORT_PHONE, SUPPORT_PHONE, telHref } from './support-config';

const button = () => screen.getByTestId('helpdesk-button');
const panel = () => screen.getByTestId('helpdesk-panel');

function drag(target: HTMLElement, from: [number, number], to: [number, number]) {
  target.getBoundingClientRect = () =>
    ({ left: from[0] - 35, top: from[1] - 35, width: 70, height: 70 }) as DOMRect;
  const at = (x: number, y: number) => ({ clientX: x, clientY: y, pointerId: 1, button: 0 });
  fireEvent.pointerDown(target, at(...from));
  fireEvent.pointerMove(target, at((from[0] + to[0]) / 2, (from[1] + to[1]) / 2));
  fireEvent.pointerMove(target, at(...to));
  fireEvent.pointerUp(target, at(...to));
  fireEvent.click(target);
}

describe('helpdesk floating button (spec §2.8)', () => {
  it('is 70×70 px and starts at the bottom right above the given offset', () => {
    renderShell(<HelpdeskButton bottomOffset={80} />);
    expect(HELPDESK_SIZE).toBe(70);
    expect(button().style.width).toBe('70px');
    expect(button().style.height).toBe('70px');
    expect(button().style.right).toBe('16px');
    expect(button().style.bottom).toBe('96px');
  });

  it('starts above the room a page reserves for its own bottom buttons', () => {
    function PageWithActionBar() {
      useHelpdeskClearance(64);
      return null;
    }
    renderShell(
      <>
        <PageWithActionBar />
        <HelpdeskButton bottomOffset={80} />
      </>,
    );
    expect(button().style.bottom).toBe('160px');
  });

  it('opens the "Yêu cầu hỗ trợ" panel with one option dialing the support line', () => {
    renderShell(<HelpdeskButton />);
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Yêu cầu hỗ trợ' }));
    expect(panel().getAttribute('aria-hidden')).toBe('false');
    expect(screen.getByRole('dialog', { name: 'Yêu cầu hỗ trợ' })).toBe(panel());
    expect(panel().style.transform).toBe('translateY(0)');
    expect(panel().style.transition).toContain('transform 0.5s');
    const call = screen.getByRole('link', { name: /Gọi tổng đài hỗ trợ kỹ thuật/ });
    expect(call.getAttribute('href')).toBe(telHref(SUPPORT_PHONE));
    expect(call.textContent).toContain(SUPPORT_PHONE);
    fireEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    expect(panel().style.transform).toBe('translateY(100%)');
  });

  it('closes the panel with Escape or a click on the backdrop', () => {
    renderShell(<HelpdeskButton />);
    fireEvent.click(button());
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(button());
    fireEvent.click(screen.getByTestId('helpdesk-backdrop'));
    expect(panel().getAttribute('aria-hidden')).toBe('true');
  });

  it('can be dragged and snaps to the nearer screen edge, without opening the panel', () => {
    setViewport(390, 844);
    renderShell(<HelpdeskButton topOffset={60} bottomOffset={80} />);
    drag(button(), [339, 713], [120, 400]);
    expect(button().dataset.side).toBe('left');
    expect(button().style.left).toBe('16px');
    expect(button().style.top).toBe('365px');
    expect(panel().getAttribute('aria-hidden')).toBe('true');

    drag(button(), [51, 400], [250, 300]);
    expect(button().dataset.side).toBe('right');
    expect(button().style.left).toBe(`${390 - 70 - 16}px`);
  });

  it('stays between the header and the bottom navigation when dragged', () => {
    setViewport(390, 844);
    renderShell(<HelpdeskButton topOffset={60} bottomOffset={80} />);
    drag(button(), [339, 713], [300, 0]);
    expect(button().style.top).toBe('76px');
    drag(button(), [339, 111], [300, 844]);
    expect(button().style.top).toBe(`${844 - 70 - 16 - 80}px`);
  });

  it('dials 1900 6868 unless VITE_SUPPORT_PHONE says otherwise', () => {
    expect(DEFAULT_SUPPORT_PHONE).toBe('1900 6868');
    expect(telHref('1900 6868')).toBe('tel:19006868');
    expect(telHref('+84 28 3822 1234')).toBe('tel:+842838221234');
  });

  it('speaks English under /en', () => {
    renderShell(<HelpdeskButton />, { locale: 'en', path: '/en' });
    fireEvent.click(screen.getByRole('button', { name: 'Request support' }));
    expect(screen.getByRole('dialog', { name: 'Request support' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Call the technical support line/ })).toBeTruthy();
  });
});
