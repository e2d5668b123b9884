/** The reader's answer to "Was this page helpful?". */
export type FeedbackAnswer = "yes" | "no";

export interface FeedbackReason {
  /** Sent as the event's `reason`: stable, whatever the label says. */
  value: string;
  label: string;
}

/** The optional follow-up question for each answer, and its short list of reasons. */
export const FEEDBACK_REASONS: Readonly<
  Record<FeedbackAnswer, { question: string; reasons: readonly FeedbackReason[] }>
> = {
  yes: {
    question: "What helped? (optional)",
    reasons: [
      { value: "solved_problem", label: "It solved my problem" },
      { value: "easy_to_follow", label: "Easy to follow" },
      { value: "code_samples", label: "The code samples" },
    ],
  },
  no: {
    question: "What went wrong? (optional)",
    reasons: [
      { value: "hard_to_understand", label: "Hard to understand" },
      { value: "missing_information", label: "Missing information" },
      { value: "code_does_not_work", label: "A code sample does not work" },
      { value: "out_of_date", label: "Out of date" },
    ],
  },
};

/** The stored answer of a page, if the reader gave one. */
export function parseFeedbackAnswer(value: string | null): FeedbackAnswer | undefined {
  return value === "yes" || value === "no" ? value : undefined;
}
