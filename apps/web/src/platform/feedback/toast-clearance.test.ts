import { afterEach, describe, expect, it } from 'vitest';
import { measureToastClearance, TOAST_CLEARANCE_ATTRIBUTE } from './toast-clearance';

function bar(top: number, height: number): HTMLElement {
  const element = document.createElement('div');
  element.setAttribute(TOAST_CLEARANCE_ATTRIBUTE, 'true');
  element.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: top, width: 300, height });
  document.body.appendChild(element);
  return element;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('measureToastClearance', () => {
  it('keeps the header edge when no action bar is on screen', () => {
    bar(-200, 40); // scrolled away above
    expect(measureToastClearance(76, 16)).toEqual({ top: 76, bottom: 16 });
  });

  it('stacks top toasts below a page action bar and bottom toasts above a sticky save bar', () => {
    const height = window.innerHeight;
    bar(90, 40); // page actions beside the title: 90–130 px
    bar(height - 60, 60); // save bar stuck to the bottom
    expect(measureToastClearance(76, 16)).toEqual({ top: 138, bottom: 68 });
  });
});
