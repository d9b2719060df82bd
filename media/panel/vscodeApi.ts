// The webview's handle on VS Code: typed messages and the persisted state.
import type { HostMessage, PanelState, WebviewMessage } from '../../src/panelProtocol';

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

const api = acquireVsCodeApi();

export function send(message: WebviewMessage): void {
  api.postMessage(message);
}

export function onMessage(handler: (m: HostMessage) => void): void {
  window.addEventListener('message', (e: MessageEvent<HostMessage>) => {
    if (e.data && typeof e.data === 'object' && typeof e.data.type === 'string') handler(e.data);
  });
}

export function loadState(): PanelState | undefined {
  const s = api.getState() as PanelState | undefined;
  return s && typeof s === 'object' && typeof s.caseIndex === 'number' ? s : undefined;
}

export function saveState(state: PanelState): void {
  api.setState(state);
}
