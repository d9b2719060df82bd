export const bishop = undefined as any; // placeholder until the module lands
