type Listener = () => void;

function createSignal() {
  const listeners = new Set<Listener>();
  return {
    emit: () => {
      for (const listener of listeners) listener();
    },
    on: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** Raised by the API client when a 401/403 survives one token refresh: the session must end. */
export const sessionExpired = createSignal();
/** Raised after logout cleared the session: the app leaves for /login and forgets cached data. */
export const signedOut = createSignal();
