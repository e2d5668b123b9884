import * as styles from "./styles.module.css";
import type { ContentProblem } from "../../shared/docPage";

export interface Props {
  problems: readonly ContentProblem[];
}

function place(problem: ContentProblem): string {
  return [problem.file, problem.line, problem.line ? problem.column : undefined]
    .filter((part) => part !== undefined)
    .join(":");
}

/**
 * Development only: the content problems of the page being written (and the site's, such as a
 * broken sidebar), each with its file, line and column, the message and a code frame. A
 * production build never gets here: it fails on the same problems.
 */
export default function ContentProblems({ problems }: Props) {
  const errors = problems.filter((problem) => problem.severity === "error").length;
  const warnings = problems.length - errors;
  const summary = [
    errors > 0 ? `${errors} error${errors === 1 ? "" : "s"}` : "",
    warnings > 0 ? `${warnings} warning${warnings === 1 ? "" : "s"}` : "",
  ]
    .filter(Boolean)
    .join(" and ");
  return (
    <section
      className={styles.problems}
      aria-labelledby="content-problems-title"
      data-content-problems=""
    >
      <h2 id="content-problems-title" className={styles.title}>
        Content {summary}: a production build would stop here
      </h2>
      <ul className={styles.list}>
        {problems.map((problem, index) => (
          <li key={index} className={problem.severity === "error" ? styles.error : styles.warning}>
            <p className={styles.message}>
              <code className={styles.place}>{place(problem)}</code> {problem.message}
            </p>
            {problem.frame ? <pre className={styles.frame}>{problem.frame}</pre> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
