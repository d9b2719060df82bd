export function packagedReadme(markdown: string, root: string): string;
