import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openRepository, type Repository } from "../surface/repository";

/** A checkout made of the given files in a temporary folder, read as the audit reads one. */
export async function fixtureRepository(files: Record<string, string>): Promise<Repository> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "facts-audit-"));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return openRepository(root);
}

/** `container.name` of each declaration of a file, with its kind, in order. */
export function shapes(repository: Repository, file: string): string[] {
  return repository
    .declarationsIn(file)
    .map(
      (declaration) =>
        `${declaration.kind} ${declaration.container ? `${declaration.container}.` : ""}${declaration.name}`,
    );
}
