/**
 * The SDK symbols a fact's name gives, as `{ container, name }`. The names follow a few shapes:
 * `Owner.member`, `Owner.a / b` (both the owner's), `Owner.addXListener / XListener` (a method
 * and a type), `Type (expo)` (a qualifier after the name), `event 'pinpointOpen'` (an event
 * name). A name that describes instead ("Package layout", "Native commands") gives none: its
 * places are recorded by hand, each with its symbol.
 */
export interface FactSymbol {
  container?: string;
  name: string;
}

const DOTTED = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

export function symbolText(symbol: FactSymbol): string {
  return symbol.container ? `${symbol.container}.${symbol.name}` : symbol.name;
}

export function parseSymbol(text: string): FactSymbol {
  const parts = text.split(".");
  const name = parts.pop() ?? text;
  return parts.length > 0 ? { container: parts.join("."), name } : { name };
}

export function factSymbols(name: string): FactSymbol[] {
  const event = /^event '([A-Za-z_$][\w$]*)'$/.exec(name.trim());
  if (event?.[1]) return [{ name: event[1] }];
  const alternatives = name.split(" / ").map((part) => part.trim().replace(/\s+\([^)]*\)$/, ""));
  const [first, ...others] = alternatives;
  if (!first || !DOTTED.test(first)) return [];
  const head = parseSymbol(first);
  const symbols = [head];
  for (const other of others) {
    if (!DOTTED.test(other)) return [];
    if (other.includes(".")) symbols.push(parseSymbol(other));
    // A bare capitalised name beside a member is a type (`addMapClickListener / MapClickListener`);
    // a bare lower-case one is another member of the same owner (`enableSidebar / disableSidebar`).
    else if (/^[A-Z]/.test(other) && /^[a-z]/.test(head.name)) symbols.push({ name: other });
    else
      symbols.push(head.container ? { container: head.container, name: other } : { name: other });
  }
  return symbols;
}
