/**
 * A WebSocket that never connects and never fails: it stays "connecting" until closed, so code
 * that opens one (the live notification channel) neither reaches the network nor schedules retries.
 */
export class UnreachableWebSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = UnreachableWebSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {
    super();
  }

  send(): void {
    throw new DOMException('The socket is not open', 'InvalidStateError');
  }

  close(): void {
    this.readyState = UnreachableWebSocket.CLOSED;
  }
}
