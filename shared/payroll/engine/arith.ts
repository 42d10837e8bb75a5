/**
 * Exact integer arithmetic for the engine. Every amount is integer cents and every rate integer
 * millipercent (RATE_SCALE = 100 %), so a product can pass 2^53 (a $10 million wage × 37 % is
 * 1e9 × 37_000); products and quotients are therefore taken in BigInt and rounded once, half up to
 * the cent, as the publications' worked examples do. All engine quantities are non-negative.
 */
import { RATE_SCALE } from '../tables/types.js';

const SCALE = BigInt(RATE_SCALE);

/** ⌊(n + d/2) / d⌋ for n ≥ 0, d > 0: division rounded half up. */
function halfUp(numerator: bigint, denominator: bigint): bigint {
  return (2n * numerator + denominator) / (2n * denominator);
}

/** `numerator / denominator` rounded half up to an integer (both integers, numerator ≥ 0, denominator > 0). */
export function divRound(numerator: number, denominator: number): number {
  return Number(halfUp(BigInt(numerator), BigInt(denominator)));
}

/** `amountCents × rate` (rate in millipercent), rounded half up to the cent. */
export function applyRate(amountCents: number, rate: number): number {
  return Number(halfUp(BigInt(amountCents) * BigInt(rate), SCALE));
}

/** The product of several integers divided by another, rounded half up: exact for any size. */
export function mulDivRound(factors: readonly number[], denominator: number): number {
  const product = factors.reduce((acc, f) => acc * BigInt(f), 1n);
  return Number(halfUp(product, BigInt(denominator)));
}

/** The part of `amount` that fits between `before` and `limit`: what a yearly base leaves room for. */
export function underLimit(amount: number, before: number, limit: number): number {
  return Math.min(amount, Math.max(0, limit - before));
}

/** The part of `amount` that lies above `threshold`, given `before` already counted this year. */
export function overThreshold(amount: number, before: number, threshold: number): number {
  return Math.max(0, before + amount - Math.max(before, threshold));
}

/** Refuse what is not a non-negative safe integer: a float or a negative would break the exact sums. */
export function assertCount(value: number, name: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  }
}
