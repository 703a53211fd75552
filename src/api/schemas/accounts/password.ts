// Password rules of docs/product.md §5, checked in order; every failure is reported.
import * as z from 'zod';
import { LIMITS, PASSWORD_ALLOWED_SYMBOLS, PASSWORD_MIN_LENGTH } from '../../../shared/constants.ts';
import { validation as v } from '../../../shared/messages/forms/validation.ts';

const escaped = PASSWORD_ALLOWED_SYMBOLS.replace(/[\\\]^-]/g, '\\$&');
const ALLOWED = new RegExp(`^[A-Za-z0-9${escaped}]*$`);
const SYMBOL = new RegExp(`[${escaped}]`);

/** The failures in the contract's order; empty means valid. An empty password reports only that. */
export function passwordIssues(password: string): string[] {
  if (password.length === 0) return [v.passwordRequired];
  const issues: string[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) issues.push(v.passwordMinLength);
  if (password.length > LIMITS.passwordMax) issues.push(v.passwordTooLong);
  if (!ALLOWED.test(password)) issues.push(v.passwordInvalidChars);
  if (!/[A-Z]/.test(password)) issues.push(v.passwordNeedsUpper);
  if (!/[a-z]/.test(password)) issues.push(v.passwordNeedsLower);
  if (!/[0-9]/.test(password)) issues.push(v.passwordNeedsDigit);
  if (!SYMBOL.test(password)) issues.push(v.passwordNeedsSymbol);
  return issues;
}

/** One issue whose message is every failure joined by newlines (docs/product.md §5). */
export const passwordSchema = z.string({ error: v.passwordRequired }).superRefine((value, ctx) => {
  const issues = passwordIssues(value);
  if (issues.length > 0) ctx.addIssue({ code: 'custom', message: issues.join('\n') });
});
