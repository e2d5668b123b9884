/** One thing wrong in one input, as a writer needs to read it. */
export interface Problem {
  /** Where inside the file: a field path (`navbar.items[2].type`) or `line 12`. */
  at?: string;
  /** What is wrong and what was expected. */
  message: string;
}

/**
 * An error in the site's input (content, sidebars, configuration) that must stop the build.
 * Its message always starts with the file, then one line per problem, so every failure reads
 * the same way whichever check found it.
 */
export class BuildError extends Error {
  readonly file: string;
  readonly problems: readonly Problem[];

  constructor(file: string, problems: readonly Problem[]) {
    super(formatProblems(file, problems));
    this.name = "BuildError";
    this.file = file;
    this.problems = problems;
  }
}

function formatProblems(file: string, problems: readonly Problem[]): string {
  const lines = problems.map((problem) =>
    problem.at ? `  - ${problem.at}: ${problem.message}` : `  - ${problem.message}`,
  );
  return [`${file}:`, ...lines].join("\n");
}

/** Several files' errors at once, so a writer fixes them all in one pass. */
export class BuildErrors extends Error {
  readonly errors: readonly BuildError[];

  constructor(summary: string, errors: readonly BuildError[]) {
    super([summary, ...errors.map((error) => error.message)].join("\n"));
    this.name = "BuildErrors";
    this.errors = errors;
  }
}

/** Throws every collected error at once, or nothing when there are none. */
export function throwIfAny(summary: string, errors: readonly BuildError[]): void {
  if (errors.length === 1 && errors[0]) throw errors[0];
  if (errors.length > 1) throw new BuildErrors(`${summary} (${errors.length} files)`, errors);
}
