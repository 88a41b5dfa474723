import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../feedback/confirm';
import { usePagesTexts } from './texts';

/**
 * Asks before leaving a page with unsaved changes: in-app navigation gets the kit's confirm dialog,
 * closing or reloading the tab the browser's own prompt. `dirty` is read when the user leaves, so a
 * save that navigates away marks the form clean first (see FormPage).
 */
export function useLeavePrompt(dirty: () => boolean): void {
  const texts = usePagesTexts();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && dirty(),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: texts.form.leaveTitle,
      content: texts.form.leaveContent,
      okText: texts.form.leave,
      cancelText: texts.form.stay,
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker, texts]);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
