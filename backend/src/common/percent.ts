/** `completed` of `total` as a whole percent, 0–100 (0 when there is nothing to complete). */
export function percent({ completed, total }: { completed: number; total: number }): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}
