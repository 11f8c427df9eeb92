/** The starter manifest `diffgate init` writes. */
export const STARTER_MANIFEST = `# diffgate manifest: one rule a line, columns separated by TABs:
#   rule <TAB> pattern <TAB> reason [<TAB> options]
# Rules: freeze (A), invariant (B), append (C), budget, deny, allow, save-gate, release,
#        command-allow, command-ask, command-deny.
# Patterns are globs (picomatch, dot files included) against the repository-relative path.
# This file protects itself: a change may add or strengthen rules, never remove or weaken one.
#
# Examples (remove the leading "# " to use one; a freeze keeps existing files as they are, a deny
# keeps new ones out, so the workflow folder takes both):
# freeze	.github/workflows/**	CI definitions change only through a reviewed pull request
# deny	.github/workflows/**	CI definitions change only through a reviewed pull request
# invariant	docs/style.md	The marked principles are decided; edit around them
# append	logs/decisions.md	The decision log is a record: add entries, never rewrite them	at=end
# budget	INDEX.md	INDEX.md is read at every session start; keep it short	lines=150 bytes=25600
# deny	**/*.sqlite	Databases are not committed
# allow	test/fixtures/fake.pem	A fake key used by the tests
# command-deny	git push -f|--force|--force-with-lease	History on shared branches is rewritten only by a person
# command-deny	git reset --hard	Discarding work is a person's decision
# command-ask	git clean -f|--force	Deleting untracked files is a person's decision
# command-ask	npm publish	Publishing is a person's decision
`;

/** The first released heading of a Keep-a-Changelog file: `## [1.2.0]`, `## v1.2.0`, `## 1.2.0`. */
export const CHANGELOG_HEAD = '^## \\[?v?\\d';

/** What `diffgate init` adds to the starter manifest when it finds a Keep-a-Changelog file. */
export const changelogOffer = (file: string, head: string) => `#
# Found ${file} in the Keep-a-Changelog style: released sections are a record, the top (Unreleased)
# section a draft that may be reworded, and at a release its heading becomes the version. head=
# takes the rest of the column, a regular expression for the first released heading.
# append	${file}	Released changelog entries are a record; only the Unreleased section is rewritten	head=${head}
`;
