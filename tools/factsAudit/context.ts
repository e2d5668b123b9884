import { makeCheckout, mirrorGitDir, resolveCommit } from "./checkouts";
import type { LocatorContext } from "./locate";
import { openRepository, type Repository } from "./surface/repository";

/**
 * The locator's and the audit's view of the sources: refs resolved in the mirrors, each
 * repository read from its checkout at a commit, made from the mirror when `make` allows it.
 */
export function checkoutContext(options: {
  mirrors: string;
  checkouts: string;
  make: boolean;
}): LocatorContext {
  const opened = new Map<string, Promise<Repository>>();
  return {
    resolve(repo, ref) {
      const gitDir = mirrorGitDir(options.mirrors, repo);
      return gitDir ? resolveCommit(gitDir, ref ?? "HEAD") : undefined;
    },
    open(repo, commit) {
      const key = `${repo}@${commit}`;
      let repository = opened.get(key);
      if (!repository) {
        const folder = options.make
          ? makeCheckout({ mirrors: options.mirrors, root: options.checkouts, repo, commit })
          : `${options.checkouts}/${repo.replace("/", "+")}@${commit}`;
        repository = openRepository(folder);
        opened.set(key, repository);
      }
      return repository;
    },
  };
}
