export const matrix = undefined as any; // placeholder until the module lands
