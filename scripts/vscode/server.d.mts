export const QUIET_SETTINGS: Record<string, unknown>;
export interface CodeServer {
  url: string;
  port: number;
  pid: number;
  stateDir: string;
  logFile: string;
  stop(): Promise<void>;
}
export function startCodeServer(options?: { vsix?: string[]; settings?: Record<string, unknown>; keepState?: boolean; echo?: boolean; port?: number; exitOnSignal?: boolean; workspaceTrust?: boolean }): Promise<CodeServer>;
export function workbenchUrl(serverUrl: string, folder: string, payload?: Record<string, string>): string;
export function remoteUri(serverUrl: string, absPath: string): string;
