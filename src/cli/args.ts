// Readers for command-line values: each one names the flag, the value and what is valid.
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { UsageError } from '../core/errors.js';

export function wholeNumber(flag: string, min: number, max = Number.MAX_SAFE_INTEGER) {
  // No upper bound worth naming: 'expected 16 or more', not '16 to 9007199254740991'.
  const expected = max === Number.MAX_SAFE_INTEGER ? `${min} or more` : `${min} to ${max}`;
  return (text: string): number => {
    // Digits, or digits with an exponent (1e6 games), as long as the value is a whole number.
    const value = Number(text);
    if (!/^\s*\d+(\.\d+)?(e\d+)?\s*$/i.test(text) || !Number.isSafeInteger(value)) {
      throw new UsageError(`${flag} ${text} is not a whole number (expected ${expected})`);
    }
    if (value < min || value > max) throw new UsageError(`${flag} ${text} is out of range (expected ${expected})`);
    return value;
  };
}

export function positiveNumber(flag: string) {
  return (text: string): number => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value) || value <= 0) {
      throw new UsageError(`${flag} ${text} is not a positive number`);
    }
    return value;
  };
}

/** Collects repeated `--option key=value` flags; a key given twice is refused rather
 * than one value silently dropped. */
export function collectOption(text: string, previous: Record<string, string> = {}): Record<string, string> {
  const eq = text.indexOf('=');
  if (eq < 1) throw new UsageError(`--option ${text} is not key=value (e.g. --option maxDecisions=500)`);
  const key = text.slice(0, eq).trim();
  if (!/^[A-Za-z]\w*$/.test(key)) throw new UsageError(`--option ${text}: '${key}' is not an option name (see tafel list)`);
  if (Object.hasOwn(previous, key)) throw new UsageError(`--option ${key} is given twice: give each option once`);
  return { ...previous, [key]: text.slice(eq + 1).trim() };
}

/** A folder to write to: not empty text. */
export function folder(flag: string) {
  return (text: string): string => {
    if (text.trim() === '') throw new UsageError(`${flag} is empty: name a folder, e.g. ${flag} results/run1`);
    return text;
  };
}

/** Collects a repeated flag's paths, each made absolute and checked to be there. */
export function collectPath(flag: string) {
  return (text: string, previous: readonly string[] = []): string[] => {
    const path = resolve(text);
    if (text.trim() === '' || !existsSync(path)) throw new UsageError(`${flag} ${text}: no such file or folder`);
    return [...previous, path];
  };
}

/** A folder that must be there already: its absolute path. */
export function existingFolder(flag: string) {
  return (text: string): string => {
    const path = resolve(text);
    let folder = false;
    try {
      folder = statSync(path).isDirectory();
    } catch {
      // told below
    }
    if (text.trim() === '' || !folder) throw new UsageError(`${flag} ${text} is not a folder`);
    return path;
  };
}

export function oneOf<T extends string>(flag: string, valid: readonly T[]) {
  return (text: string): T => {
    if (!(valid as readonly string[]).includes(text)) {
      throw new UsageError(`${flag} ${text} is not valid: use ${valid.slice(0, -1).join(', ')} or ${valid[valid.length - 1]}`);
    }
    return text as T;
  };
}
