export function copyExamples(): { dir: string; remove(): void };
