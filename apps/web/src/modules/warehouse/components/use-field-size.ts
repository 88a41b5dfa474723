import { useIsMobile } from '../../../platform/layout';

/** Receipt lines are filled standing in a warehouse: on a phone the inputs are the large ones. */
export function useFieldSize(): 'large' | 'middle' {
  return useIsMobile() ? 'large' : 'middle';
}
