// Messages and the cost code suggestion of positions and levels (Internal Labour, docs/accounts.md).

export const POSITION_MESSAGES = {
  positionExists: 'This position already exists.',
  levelExists: 'This level already exists.',
  positionName: 'Enter a position name.',
  levelNeeds: 'Add level needs level name and cost code',
  levelInUse: 'This employee level already exists',
  positionNotFound: 'Position not found.',
  levelNotFound: 'Level not found.',
} as const;

/**
 * Cost code suggested for a position (GET division/internallabour/costcode/{positionId}): the code of
 * its first level when it has one (a position's levels share its cost code in practice); otherwise the
 * next code after the tenant's highest numbered code: its trailing number + 1, keeping prefix and width
 * ('01-100' → '01-101', '0990' → '0991'); '1000' for a tenant without any code.
 */
export function nextCostCode(existingCodes: readonly string[]): string {
  let best: { prefix: string; digits: string; value: bigint } | undefined;
  for (const code of existingCodes) {
    const match = /^(.*?)(\d+)$/.exec(code.trim());
    if (!match) continue;
    const value = BigInt(match[2]!);
    if (!best || value > best.value) best = { prefix: match[1]!, digits: match[2]!, value };
  }
  if (!best) return '1000';
  return best.prefix + (best.value + 1n).toString().padStart(best.digits.length, '0');
}
