/**
 * What logout does before it clears the session, while the tokens and local storage still exist
 * (spec §7: the push tokens are deleted). Modules offer a step through their index; the app layer
 * registers it, since the platform never imports modules.
 */
export interface BeforeLogoutContext {
  /** False when the session already expired (a 401/403 a refresh could not cure): no signed-in call will work. */
  sessionValid: boolean;
}

export type BeforeLogoutStep = (context: BeforeLogoutContext) => Promise<void> | void;

const steps = new Set<BeforeLogoutStep>();

/** The longest one step may hold the logout: a stalled network must not keep a user signed in. */
export const BEFORE_LOGOUT_STEP_BUDGET_MS = 5_000;

/** Adds a step; returns its removal. A step that throws does not stop the logout. */
export function registerBeforeLogout(step: BeforeLogoutStep): () => void {
  steps.add(step);
  return () => {
    steps.delete(step);
  };
}

/**
 * Runs every step, one after the other (logout calls this), each for at most
 * BEFORE_LOGOUT_STEP_BUDGET_MS: the logout goes on without a step that has not finished by then.
 * Failures are the steps' own business.
 */
export async function runBeforeLogout(context: BeforeLogoutContext): Promise<void> {
  for (const step of [...steps]) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const budget = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BEFORE_LOGOUT_STEP_BUDGET_MS);
    });
    try {
      await Promise.race([Promise.resolve().then(() => step(context)), budget]);
    } catch (error) {
      console.error('A before-logout step failed', error);
    } finally {
      clearTimeout(timer);
    }
  }
}
