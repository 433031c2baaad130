/** `--name value` options and positional arguments of a command line. */
export function parseArgs(argv: readonly string[]): { positional: string[]; options: Map<string, string> } {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg.startsWith('--')) {
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) options.set(arg.slice(2), 'true');
      else {
        options.set(arg.slice(2), next);
        i++;
      }
    } else positional.push(arg);
  }
  return { positional, options };
}

export function numberOption(options: Map<string, string>, name: string, fallback: number): number {
  const value = options.get(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`--${name} must be a number, got ${value}`);
  return parsed;
}
