// The bench's command line: --save writes bench/baseline.json, --compare shows every
// figure against it; both may be given. Anything else is refused, so a typo cannot
// silently run a four-minute bench that saves nothing.
interface Flags {
  readonly save: boolean;
  readonly compare: boolean;
}

const VALID_FLAGS = ['--save', '--compare'] as const;

type Parsed = { readonly ok: true; readonly flags: Flags } | { readonly ok: false; readonly message: string };

export function parseFlags(args: readonly string[]): Parsed {
  const unknown = args.filter((a) => !(VALID_FLAGS as readonly string[]).includes(a));
  if (unknown.length > 0) {
    const s = unknown.length > 1 ? 's' : '';
    return { ok: false, message: `unknown argument${s} ${unknown.join(' ')}: valid flags are ${VALID_FLAGS.join(', ')}` };
  }
  return { ok: true, flags: { save: args.includes('--save'), compare: args.includes('--compare') } };
}
