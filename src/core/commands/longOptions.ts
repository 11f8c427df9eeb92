/**
 * The long options of the git commands that command rules name, so that a rule's `--hard` also
 * matches `--har` and `--ha`: git (parse-options) accepts any unambiguous prefix of a long option,
 * and an exact name always wins (`--force` is `--force`, never a prefix of `--force-with-lease`).
 * Each entry is `long/s`: the long option and its one-letter name, which a rule's `-f` and
 * `--force` both stand for. Taken from `git <command> -h` of git 2.39.5 and checked against
 * git-scm.com's reference pages (`git stash push` from its synopsis). Read by commandPattern.ts.
 *
 * A program without a table here is read the way GNU getopt_long, Python's argparse and npm's
 * nopt read options: any prefix of a rule's long option may stand for it (fail closed).
 */
const TABLE: Readonly<Record<string, string>> = {
  'git push':
    'all atomic delete/d dry-run/n exec follow-tags force-if-includes force-with-lease force/f ipv4/4 ipv6/6 mirror no-verify porcelain progress prune push-option/o quiet/q receive-pack recurse-submodules repo set-upstream/u signed tags thin verbose/v',
  'git reset':
    'hard intent-to-add/N keep merge mixed no-refresh patch/p pathspec-file-nul pathspec-from-file quiet/q recurse-submodules soft',
  'git clean': 'dry-run/n exclude/e force/f interactive/i quiet/q',
  'git commit':
    'ahead-behind all/a amend author branch cleanup date dry-run edit/e file/F fixup gpg-sign/S include/i interactive long message/m no-post-rewrite no-verify/n null/z only/o patch/p pathspec-file-nul pathspec-from-file porcelain quiet/q reedit-message/c reset-author reuse-message/C short signoff/s squash status template/t trailer untracked-files/u verbose/v',
  'git checkout':
    'conflict detach/d force/f guess ignore-other-worktrees ignore-skip-worktree-bits merge/m orphan ours/2 overlay overwrite-ignore patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules theirs/3 track/t',
  'git restore':
    'conflict ignore-skip-worktree-bits ignore-unmerged merge/m ours/2 overlay patch/p pathspec-file-nul pathspec-from-file progress quiet/q recurse-submodules source/s staged/S theirs/3 worktree/W',
  'git switch':
    'conflict create/c detach/d discard-changes force-create/C force/f guess ignore-other-worktrees merge/m orphan overwrite-ignore progress quiet/q recurse-submodules track/t',
  'git rebase':
    'abort apply autosquash autostash committer-date-is-author-date continue edit-todo empty exec/x force-rebase/f fork-point gpg-sign/S ignore-whitespace interactive/i keep-base merge/m no-ff no-stat/n no-verify onto quiet/q quit reapply-cherry-picks rebase-merges/r rerere-autoupdate reschedule-failed-exec reset-author-date root show-current-patch signoff skip strategy-option/X strategy/s update-refs verbose/v whitespace',
  'git branch':
    'abbrev all/a color column contains copy/c create-reflog delete/d edit-description force/f format ignore-case/i list/l merged move/m no-contains no-merged points-at quiet/q recurse-submodules remotes/r set-upstream-to/u show-current sort track/t unset-upstream verbose/v',
  'git tag':
    'annotate/a cleanup color column contains create-reflog delete/d edit/e file/F force/f format ignore-case/i list/l local-user/u merged message/m no-contains no-merged points-at sign/s sort verify/v',
  'git merge':
    'abort allow-unrelated-histories autostash cleanup commit continue edit/e ff ff-only file/F gpg-sign/S into-name log message/m no-verify overwrite-ignore progress quiet/q quit rerere-autoupdate signoff squash stat strategy-option/X strategy/s summary verbose/v verify-signatures',
  'git pull':
    'all allow-unrelated-histories append/a autostash cleanup commit deepen depth dry-run edit ff ff-only force/f gpg-sign/S ipv4/4 ipv6/6 jobs/j keep/k log negotiation-tip progress prune/p quiet/q rebase/r recurse-submodules refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates signoff squash stat strategy-option/X strategy/s tags/t unshallow update-shallow upload-pack verbose/v verify verify-signatures',
  'git fetch':
    'all append/a atomic auto-gc auto-maintenance deepen depth dry-run filter force/f ipv4/4 ipv6/6 jobs/j keep/k multiple/m negotiate-only negotiation-tip prefetch progress prune-tags/P prune/p quiet/q recurse-submodules refetch refmap server-option/o set-upstream shallow-exclude shallow-since show-forced-updates stdin tags/t unshallow update-head-ok/u update-shallow upload-pack verbose/v write-commit-graph write-fetch-head',
  'git rm': 'cached dry-run/n force/f ignore-unmatch pathspec-file-nul pathspec-from-file quiet/q sparse',
  'git update-index':
    'add again/g assume-unchanged cacheinfo chmod clear-resolve-undo force-remove force-untracked-cache force-write-index fsmonitor fsmonitor-valid ignore-missing ignore-skip-worktree-entries ignore-submodules index-info index-version info-only no-assume-unchanged no-fsmonitor-valid no-skip-worktree really-refresh refresh remove replace skip-worktree split-index stdin test-untracked-cache unmerged unresolve untracked-cache verbose',
  'git update-ref': 'create-reflog no-deref stdin',
  'git gc': 'aggressive auto cruft force keep-largest-pack prune quiet/q',
  'git cherry-pick':
    'abort allow-empty allow-empty-message cleanup continue edit/e ff gpg-sign/S keep-redundant-commits mainline/m no-commit/n quit rerere-autoupdate signoff/s skip strategy strategy-option/X',
  'git revert':
    'abort cleanup continue edit/e gpg-sign/S mainline/m no-commit/n quit reference rerere-autoupdate signoff/s skip strategy strategy-option/X',
  'git am':
    '3way/3 abort allow-empty committer-date-is-author-date continue directory empty exclude gpg-sign/S ignore-date ignore-space-change ignore-whitespace include interactive/i keep-cr keep-non-patch keep/k message-id/m no-keep-cr patch-format quiet/q quit quoted-cr reject rerere-autoupdate resolved/r resolvemsg scissors/c show-current-patch signoff/s skip utf8/u whitespace',
  'git apply':
    '3way/3 allow-empty allow-overlap apply build-fake-ancestor cached check directory exclude ignore-space-change ignore-whitespace inaccurate-eof include index intent-to-add/N no-add numstat quiet/q recount reject reverse/R stat summary unidiff-zero unsafe-paths verbose/v whitespace',
  'git add':
    'all/A chmod dry-run/n edit/e force/f ignore-errors ignore-missing ignore-removal intent-to-add/N interactive/i patch/p pathspec-file-nul pathspec-from-file refresh renormalize sparse update/u verbose/v',
  'git mv': 'dry-run/n force/f sparse verbose/v',
  'git config':
    'add blob bool bool-or-int bool-or-str default edit/e expiry-date file/f fixed-value get get-all get-color get-colorbool get-regexp get-urlmatch global includes int list/l local name-only null/z path remove-section rename-section replace-all show-origin show-scope system type/t unset unset-all worktree',
  'git clone':
    'also-filter-submodules bare branch/b bundle-uri config/c depth dissociate filter ipv4/4 ipv6/6 jobs/j local/l mirror no-checkout/n no-hardlinks no-tags origin/o progress quiet/q recurse-submodules recursive reference reference-if-able reject-shallow remote-submodules separate-git-dir server-option shallow-exclude shallow-since shallow-submodules shared/s single-branch sparse template upload-pack/u verbose/v',
  'git replace': 'convert-graft-file delete/d edit/e force/f format graft/g list/l raw',
  'git symbolic-ref': 'delete/d quiet/q recurse short',
  'git stash':
    'all/a include-untracked/u index keep-index/k message/m no-keep-index only-untracked patch/p pathspec-file-nul pathspec-from-file quiet/q staged/S',
};

export interface Options {
  /** The long options, `--force`. */
  long: ReadonlySet<string>;
  /** The short option of a long one and back: `--force` <-> `-f`. */
  short: ReadonlyMap<string, string>;
}

const BY_PREFIX: ReadonlyMap<string, Options> = new Map(
  Object.entries(TABLE).map(([prefix, names]) => {
    const long = new Set<string>();
    const short = new Map<string, string>();
    for (const entry of names.split(' ')) {
      const [name, letter] = entry.split('/');
      long.add(`--${name}`);
      if (letter) {
        short.set(`--${name}`, `-${letter}`);
        short.set(`-${letter}`, `--${name}`);
      }
    }
    return [prefix, { long, short }];
  }),
);

/** The options of a command (`git push`), when the table has it. */
export function optionsOf(prefix: string): Options | undefined {
  return BY_PREFIX.get(prefix);
}

/** The long options (`--force`, ...) of a command (`git push`), when the table has it. */
export function longOptionsOf(prefix: string): ReadonlySet<string> | undefined {
  return BY_PREFIX.get(prefix)?.long;
}

/**
 * Whether a command with these option words (`present`: each as written, `--x` for `--x=v`, the
 * letters of a short group) has the flag of a rule (`-f` or `--force`), in any spelling: the
 * flag itself, an abbreviation of a long flag, and the other name of the same option.
 */
export function hasFlag(present: ReadonlySet<string>, flag: string, options: Options | undefined): boolean {
  const written = [...present].filter((f) => f.startsWith('--'));
  const long = (name: string) => written.some((w) => standsFor(w, name, options?.long));
  if (flag.startsWith('--')) {
    const letter = options?.short.get(flag);
    return long(flag) || (letter !== undefined && present.has(letter));
  }
  if (present.has(flag)) return true;
  const name = options?.short.get(flag);
  return name !== undefined && long(name);
}

/**
 * Whether an option word as written (`--har`, `--force-with-lea=x` read as `--force-with-lea`)
 * stands for the long option `flag` (`--hard`): it is the flag, or a prefix of it at least one
 * letter long that is not itself an option of the command. An abbreviation that could stand for
 * several options counts for each of them (git refuses it anyway, and the table may lag git).
 */
export function standsFor(word: string, flag: string, options: ReadonlySet<string> | undefined): boolean {
  if (word === flag) return true;
  if (!word.startsWith('--') || !flag.startsWith('--') || word.length < 3) return false;
  if (!flag.startsWith(word)) return false;
  return !(options?.has(word) ?? false);
}
