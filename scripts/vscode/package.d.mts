export const vsixPath: string;
export function packageVsix(options?: { build?: boolean }): string;
