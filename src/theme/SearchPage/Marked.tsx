import type { TextPart } from "../../lib/search/highlight";

export interface Props {
  parts: readonly TextPart[];
}

/** Text with its matches in `<mark>`, rendered as React text: nothing in it is read as HTML. */
export default function Marked({ parts }: Props) {
  return (
    <>
      {parts.map((part, index) =>
        part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
