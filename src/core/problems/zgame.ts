export const zgame = undefined as any; // placeholder until the module lands
