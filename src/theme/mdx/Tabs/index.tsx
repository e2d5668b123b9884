import {
  Children,
  isValidElement,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { useGroupChoice } from "../../../contexts/TabChoice";
import * as styles from "./styles.module.css";

export interface TabItemProps {
  value: string;
  label?: string;
  /** Shown first when the reader has made no choice. */
  default?: boolean;
  children: ReactNode;
}

export interface Props {
  /** Tab groups with the same id follow one choice, on every page, kept across visits. */
  groupId?: string;
  /** The value shown first; must be one of the items' values. */
  defaultValue?: string;
  /**
   * The start of the tabs' and panels' ids, unique on the page. The doc renderer sets it from the
   * tabs' place in the document (`src/theme/MdxContent`), so the ids are the same in the server's
   * HTML and after hydration.
   */
  idBase?: string;
  children: ReactNode;
}

/** One tab's content; only meaningful inside `<Tabs>`. */
export function TabItem({ children }: TabItemProps) {
  return <>{children}</>;
}

function readItems(children: ReactNode): ReactElement<TabItemProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<TabItemProps> =>
      isValidElement<TabItemProps>(child) && typeof child.props.value === "string",
  );
}

/** Decides the first tab; an unknown default is a writer's mistake worth stopping on. */
export function initialValue(
  items: readonly TabItemProps[],
  defaultValue: string | undefined,
): string {
  const values = items.map((item) => item.value);
  if (defaultValue !== undefined && !values.includes(defaultValue)) {
    throw new Error(
      `<Tabs defaultValue="${defaultValue}"> matches no <TabItem>. Values: ${values.join(", ")}`,
    );
  }
  return defaultValue ?? items.find((item) => item.default)?.value ?? values[0] ?? "";
}

/** Tabs for writers: the same content in several languages or tools. */
export default function Tabs({ groupId, defaultValue, idBase = "tabs", children }: Props) {
  const items = readItems(children);
  const values = items.map((item) => item.props.value);
  const [local, setLocal] = useState(() =>
    initialValue(
      items.map((item) => item.props),
      defaultValue,
    ),
  );
  const { chosen, choose } = useGroupChoice(groupId);
  const selected = chosen !== undefined && values.includes(chosen) ? chosen : local;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (value: string) => {
    setLocal(value);
    choose(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    const step = moves[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + values.length) % values.length;
    buttons.current[next]?.focus();
    select(values[next] ?? selected);
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-orientation="horizontal" className={styles.list}>
        {items.map((item, index) => {
          const isSelected = item.props.value === selected;
          return (
            <button
              key={item.props.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${idBase}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={styles.tab}
              onClick={() => select(item.props.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.props.label ?? item.props.value}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.props.value}
          role="tabpanel"
          id={`${idBase}-panel-${index}`}
          aria-labelledby={`${idBase}-tab-${index}`}
          hidden={item.props.value !== selected}
          className={styles.panel}
        >
          {item}
        </div>
      ))}
    </div>
  );
}
