// TEMP SHIM (not committed)
export async function buildReport(..._a: unknown[]): Promise<{ id: number }> { throw new Error('shim'); }
export async function mailReport(..._a: unknown[]): Promise<void> { throw new Error('shim'); }
