export const vsixPath: string;
export function packageVsix(options?: { build?: boolean; out?: string }): string;
