import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../feedback/confirm';
import { anyFormDirty, promptHolder, registerDirtyCheck, subscribeDirtyChecks } from './dirty-forms';
import { usePagesTexts } from './texts';

/**
 * The page's one router blocker: in-app navigation away while any kit form has unsaved changes gets
 * the kit's confirm dialog, closing or reloading the tab the browser's own prompt.
 */
function PageLeaveBlocker() {
  const texts = usePagesTexts();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && anyFormDirty(),
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
      if (anyFormDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return null;
}

/**
 * Asks before leaving a page with unsaved changes in this form or any other kit form on it (a
 * profile and a password form side by side). `dirty` is read when the user leaves, so a save that
 * navigates away marks its form clean first (see FormBody). The router honours one blocker, so only
 * the first mounted form holds it, asking for all.
 */
export function LeavePrompt({ dirty }: { dirty: () => boolean }) {
  const latest = useRef(dirty);
  useEffect(() => {
    latest.current = dirty;
  }, [dirty]);
  const [check] = useState(() => ({ isDirty: () => latest.current() }));
  useEffect(() => registerDirtyCheck(check), [check]);
  const holds = useSyncExternalStore(subscribeDirtyChecks, () => promptHolder() === check);
  return holds ? <PageLeaveBlocker /> : null;
}
