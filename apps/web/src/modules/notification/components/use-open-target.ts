import { useNavigate } from 'react-router';
import { useAppPath, useLocalePath } from '../../../platform/layout/use-locale';
import { needsFullReload, pageReload } from '../api/notification-target';

/**
 * Opens a notification's target in the current language; within the same section with another last
 * segment the page then reloads fully (spec §4).
 */
export function useOpenTarget(): (target: string | null) => Promise<void> {
  const navigate = useNavigate();
  const localise = useLocalePath();
  const current = useAppPath();
  return async (target) => {
    if (!target) return;
    const reload = needsFullReload(current, target);
    await navigate(localise(target));
    if (reload) pageReload.run();
  };
}
