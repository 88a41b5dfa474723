import { useOrderTexts } from '../../locales';

/** The flow pages' texts: the `flows` part of the order namespace (locales/flows-vi.ts). */
export const useFlowTexts = () => useOrderTexts().flows;
